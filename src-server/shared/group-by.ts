// Items grouped by a key, each group in the items' order and the groups in the order their keys first appear (what
// Map.groupBy gives from Node 21; Node 20 has none).
export function groupBy<T>(items: Iterable<T>, keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = keyOf(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
