/** Where a step sits in a top-down drawing. */
export interface StepPlace {
  readonly layer: number;
  readonly column: number;
  readonly unreachable: boolean;
}

/**
 * A layered layout of a step graph: each step's layer is the longest path to it from `initial`
 * (edges closing a loop are ignored), so every forward edge points down; within a layer, steps
 * keep the order a breadth-first walk meets them (branches in the order they are tried).
 * Steps no path reaches go in a last layer of their own.
 *
 * @example layerSteps('a', ['a', 'b'], [{ from: 'a', to: 'b' }]).get('b') // { layer: 1, column: 0, unreachable: false }
 */
export function layerSteps(
  initial: string,
  ids: readonly string[],
  edges: readonly { readonly from: string; readonly to: string }[],
): Map<string, StepPlace> {
  const out = new Map(
    ids.map((id) => [id, edges.filter((edge) => edge.from === id).map((edge) => edge.to)]),
  );
  const depth = new Map<string, number>();
  const onPath = new Set<string>();
  const visit = (id: string, here: number): void => {
    if (onPath.has(id) || (depth.get(id) ?? -1) >= here) return;
    depth.set(id, here);
    onPath.add(id);
    for (const next of out.get(id) ?? []) visit(next, here + 1);
    onPath.delete(id);
  };
  visit(initial, 0);

  const met: string[] = [];
  const queue = [initial];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (met.includes(id) || !depth.has(id)) continue;
    met.push(id);
    queue.push(...(out.get(id) ?? []));
  }
  const last = Math.max(-1, ...depth.values()) + 1;
  const places = new Map<string, StepPlace>();
  const columns = new Map<number, number>();
  for (const id of [...met, ...ids.filter((id) => !depth.has(id))]) {
    const layer = depth.get(id) ?? last;
    const column = columns.get(layer) ?? 0;
    columns.set(layer, column + 1);
    places.set(id, { layer, column, unreachable: !depth.has(id) });
  }
  return places;
}
