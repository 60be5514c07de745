/** The bytes a string takes in UTF-8 (what a request body weighs), without encoding it. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      // A surrogate pair is one 4-byte character.
      bytes += 4;
      i += 1;
    } else bytes += 3; // (an unpaired surrogate is sent as U+FFFD: 3 bytes too)
  }
  return bytes;
}

/** An item waiting to be sent, already serialised. */
export interface Serialised {
  readonly json: string;
  readonly bytes: number;
}

/** How large one request may be. */
export interface BatchLimits {
  readonly maxEvents: number;
  /** Of the whole body: `[` + items joined by `,` + `]`. */
  readonly maxBytes: number;
}

/** A request's worth of items, with its body. */
export interface Batch<T extends Serialised> {
  readonly items: readonly T[];
  readonly body: string;
  readonly bytes: number;
}

/** The body bytes of a batch holding a single item of this size. */
export const singleItemBytes = (item: Serialised) => item.bytes + 2;

/**
 * The longest run of items, in order, that fits the limits (count and body bytes), or undefined
 * when there is none or the first item alone does not fit. Order is kept: the oldest go first.
 *
 * @example takeBatch(pending, { maxEvents: 100, maxBytes: 64 * 1024 })
 */
export function takeBatch<T extends Serialised>(
  items: readonly T[],
  limits: BatchLimits,
): Batch<T> | undefined {
  const taken: T[] = [];
  let bytes = 2;
  for (const item of items) {
    if (taken.length >= limits.maxEvents) break;
    const next = bytes + item.bytes + (taken.length > 0 ? 1 : 0);
    if (next > limits.maxBytes) break;
    taken.push(item);
    bytes = next;
  }
  if (taken.length === 0) return undefined;
  return { items: taken, body: `[${taken.map((item) => item.json).join(',')}]`, bytes };
}
