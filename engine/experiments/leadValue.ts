/**
 * The demand check's bid in its raw answer (`parsed.ctc.ev`), as the expected value of the
 * visitor's lead in dollars; undefined when the answer has no usable bid.
 *
 * @example
 * leadValue({ parsed: { ctc: { ev: 22 } } }); // 22
 */
export function leadValue(raw: unknown): number | undefined {
  const ev = (raw as { parsed?: { ctc?: { ev?: unknown } } } | null | undefined)?.parsed?.ctc?.ev;
  const bid = typeof ev === 'string' ? Number(ev) : ev;
  return typeof bid === 'number' && Number.isFinite(bid) && bid >= 0 ? bid : undefined;
}
