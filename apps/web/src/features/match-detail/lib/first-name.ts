/** 'Jordan' from 'Jordan Lee': how the detail screen addresses the other member. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
