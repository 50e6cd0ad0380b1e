/** SPEC 3: a bio is paragraphs separated by blank lines; empty ones are dropped. */
export function bioParagraphs(bio: string): string[] {
  return bio
    .split(/\r?\n[^\S\r\n]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
