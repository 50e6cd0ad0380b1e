/** An ILIKE pattern matching `text` anywhere, with the pattern's own wildcards (`%`, `_`, `\`) escaped. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
