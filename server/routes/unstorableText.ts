// NUL, and a UTF-16 surrogate without its pair: PostgreSQL refuses both in text and jsonb.
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The path of the first string (value or key) in a parsed JSON value that PostgreSQL cannot
 * store, or undefined when there is none. Such an event must be refused as malformed: stored,
 * it fails the whole insert (a 500), and the client would send it again forever.
 */
export function unstorableText(value: unknown, path: readonly string[] = []): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path.join('.') || 'body' : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return [...path, key].join('.');
    const found = unstorableText(inner, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}
