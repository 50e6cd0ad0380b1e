export const root: string;
export function buildIfStale(options?: { log?: (message: string) => void }): Promise<void>;
