/** Content codings the server can send, in its order of preference when the client likes them equally. */
export type ContentCoding = 'br' | 'gzip';

/**
 * The coding to answer with, from a request's `Accept-Encoding` (RFC 9110 section 12.5.3):
 * the highest quality among `offered`, ties going to the earlier offer; `q=0` refuses a coding
 * and `*` stands for any coding not named. `undefined`: send the body as it is.
 */
export function preferredEncoding(
  header: string | undefined,
  offered: readonly ContentCoding[] = ['br', 'gzip'],
): ContentCoding | undefined {
  if (!header) return undefined;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  let best: { coding: ContentCoding; q: number } | undefined;
  for (const coding of offered) {
    const q = quality.get(coding) ?? quality.get('*') ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { coding, q };
  }
  return best?.coding;
}
