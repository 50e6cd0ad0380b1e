export function ensureFfmpeg(): Promise<void>;
