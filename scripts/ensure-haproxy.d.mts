export function ensureHaproxy(): Promise<void>;
