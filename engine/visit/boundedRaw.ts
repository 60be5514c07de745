/** The most bytes (UTF-8 of its JSON) of a provider's raw answer an event carries. */
export const RAW_ANSWER_MAX_BYTES = 4 * 1024;

/** A raw answer too large for an event: the start of its JSON, marked as cut. */
interface TruncatedRaw {
  readonly truncated: true;
  /** The answer's full JSON size in bytes. */
  readonly bytes: number;
  /** The first bytes of its JSON (whole characters, at most `maxBytes`). */
  readonly json: string;
}

/**
 * A provider's raw answer as an event may carry it (spec section 2: `lowBidResult` carries the raw
 * response, so bids can be audited from stored events): as it is when its JSON fits in
 * `maxBytes`, else the start of that JSON with a truncated marker. An event stays far below the
 * event route's 64 KB body limit whatever the marketplace answers.
 *
 * @example boundedRaw({ ctc: { ev: 12 } }) // { ctc: { ev: 12 } }
 * @example boundedRaw('x'.repeat(10_000), 10) // { truncated: true, bytes: 10002, json: '"xxxxxxxxx' }
 */
export function boundedRaw(raw: unknown, maxBytes = RAW_ANSWER_MAX_BYTES): unknown {
  let json: string | undefined;
  try {
    json = JSON.stringify(raw);
  } catch {
    return { truncated: true, bytes: 0, json: '' } satisfies TruncatedRaw;
  }
  if (json === undefined) return null;
  const bytes = new TextEncoder().encode(json);
  if (bytes.length <= maxBytes) return raw;
  // Cut on a character boundary: a UTF-8 continuation byte starts 10xxxxxx.
  let end = maxBytes;
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end -= 1;
  return {
    truncated: true,
    bytes: bytes.length,
    json: new TextDecoder().decode(bytes.subarray(0, end)),
  } satisfies TruncatedRaw;
}
