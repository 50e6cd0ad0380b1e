/** `list` without `item` when it holds it, else with it at the end (unless that would pass `max`). */
export function toggleItem(list: readonly string[], item: string, max = Infinity): string[] {
  if (list.includes(item)) return list.filter((entry) => entry !== item);
  return [...list, item].slice(0, max);
}
