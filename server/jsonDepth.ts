/** How deep a request's JSON may nest (objects and arrays); deeper is refused before parsing. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/**
 * Whether JSON text nests objects and arrays deeper than `maxDepth`, found by one linear scan of
 * the raw text (brackets inside strings, escaped quotes included, do not count). Run before
 * `JSON.parse`: recursion over a parsed value thousands of levels deep overflows Node's stack,
 * and PostgreSQL's jsonb drops or hangs on it (PITFALLS, "Recursion over client JSON").
 * Text that is not JSON may pass; the parser refuses it next.
 *
 * @example jsonTooDeep('[[[1]]]', 2) // true
 */
export function jsonTooDeep(text: string, maxDepth: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      // Jump to the closing quote: one not preceded by an odd run of backslashes.
      for (;;) {
        const end = text.indexOf('"', i + 1);
        if (end === -1) return false;
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === BACKSLASH) slashes += 1;
        i = end;
        if (slashes % 2 === 0) break;
      }
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      depth -= 1;
    }
  }
  return false;
}
