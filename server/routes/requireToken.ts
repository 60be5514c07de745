import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Operator routes: the request must carry `Authorization: Bearer <token>`. Without a configured
 * token every request is refused, so a deployment that forgot `REPORT_TOKEN` is closed, not open.
 * Answers 401 JSON `{ error }` (DESIGN.md section 4).
 */
export function requireToken(
  token: string | undefined,
  variable = 'REPORT_TOKEN',
): MiddlewareHandler {
  const expected = token ? digest(token) : undefined;
  return async (c, next) => {
    if (!expected)
      return c.json({ error: `This route is closed: the server has no ${variable}.` }, 401);
    const given = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    // Hashing both sides gives equal lengths, so the comparison takes the same time for any guess.
    if (!given || !timingSafeEqual(digest(given), expected)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json({ error: 'Send the operator token: Authorization: Bearer <token>.' }, 401);
    }
    await next();
  };
}
