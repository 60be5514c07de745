// NUL, and a UTF-16 surrogate without its pair: PostgreSQL refuses both in text and jsonb.
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A place in the value: its key, under its parent's place (a path built only when it is needed). */
interface Place {
  readonly key: string | undefined;
  readonly parent: Place | undefined;
}

function pathOf(place: Place | undefined): string {
  const keys: string[] = [];
  for (let at = place; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The path of the first string (value or key) in a parsed JSON value that PostgreSQL cannot
 * store, or undefined when there is none. Such an event must be refused as malformed: stored,
 * it fails the whole insert (a 500), and the client would send it again forever.
 *
 * A loop over a stack, not recursion, and a place per value rather than a path: a value nested
 * thousands deep costs time in proportion to its size and never overflows the call stack.
 */
export function unstorableText(value: unknown): string | undefined {
  const stack: { readonly value: unknown; readonly place: Place }[] = [
    { value, place: { key: undefined, parent: undefined } },
  ];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: current, place } = next;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return pathOf(place) || 'body';
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    const entries: [string, unknown][] = Object.entries(current as Record<string, unknown>);
    const badKey = entries.find(([key]) => UNSTORABLE.test(key));
    if (badKey) return pathOf({ key: badKey[0], parent: place });
    // Pushed last to first, so the first key is looked at first.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, inner] = entries[i]!;
      stack.push({ value: inner, place: { key, parent: place } });
    }
  }
  return undefined;
}
