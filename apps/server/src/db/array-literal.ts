/**
 * Arrays as one text parameter in PostgreSQL's array syntax (`$1::uuid[]`, `$1::text[]`): any
 * number of values keeps the statement's text the same (so it can be prepared), on both drivers.
 */
export const uuidArray = (ids: readonly string[]): string => `{${ids.join(',')}}`;

/** Each value quoted, with `"` and `\` escaped: text of any content. */
export const textArray = (values: readonly string[]): string =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
