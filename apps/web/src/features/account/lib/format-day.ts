/** A day as the member's locale writes it ("Nov 29, 2026"). */
export const formatDay = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
