/**
 * The visitor's path after entering a step: cut back to the step when it is on the path already
 * (going back, or an edit in the chat), else extended by it.
 *
 * @example pathEntering(['zip', 'medicare', 'name'], 'medicare') // ['zip', 'medicare']
 */
export function pathEntering(path: readonly string[], step: string): readonly string[] {
  const at = path.indexOf(step);
  return at < 0 ? [...path, step] : path.slice(0, at + 1);
}
