const MAX_SUGGESTIONS = 8;

/**
 * What to offer while the member types a new interest or language: the catalogue's entries
 * that start with (then contain) the text, minus those already listed, at most eight.
 */
export function suggestionsFor(text: string, catalogue: readonly string[], listed: readonly string[]): string[] {
  const query = text.trim().toLowerCase();
  const taken = new Set(listed.map((item) => item.toLowerCase()));
  const open = catalogue.filter((entry) => !taken.has(entry.toLowerCase()));
  if (query === '') return open.slice(0, MAX_SUGGESTIONS);
  const starts = open.filter((entry) => entry.toLowerCase().startsWith(query));
  const contains = open.filter(
    (entry) => !entry.toLowerCase().startsWith(query) && entry.toLowerCase().includes(query),
  );
  return [...starts, ...contains].slice(0, MAX_SUGGESTIONS);
}
