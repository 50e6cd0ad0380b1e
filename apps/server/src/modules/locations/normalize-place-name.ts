/**
 * The form place names are compared in: lower case, no accents, no dots or apostrophes,
 * hyphens as spaces, and "Saint" written "st" (GeoNames spells both "St. Louis" and "Saint Paul").
 */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.'‘’`ʻ]/g, '')
    .replace(/[\s-]+/g, ' ')
    .trim()
    .replace(/\bsaint\b/g, 'st');
}
