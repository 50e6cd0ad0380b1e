// The appearance setting (settings.ts), in a module of its own without zod or the other
// enumerations: the web app's main chunk reads it before the first render (decision 042).
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
