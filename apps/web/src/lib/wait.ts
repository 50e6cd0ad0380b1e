/** Resolves after `ms`: a minimum display time runs beside the request it dresses. */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
