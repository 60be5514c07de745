import type { Context } from 'hono';
import type { z } from 'zod';

/** A parsed request body, or the 4xx answer that says what is wrong with it. */
export type BodyResult<T> = { ok: true; data: T } | { ok: false; status: 400 | 415; error: string };

/**
 * Reads a JSON body (`application/json`; also `text/plain` with `textPlain`) and validates it with zod; problems are named by their path in the body
 * (`properties.id: must be a UUID`) so the caller can fix them.
 */
export async function readJsonBody<T>(c: Context, schema: z.ZodType<T>, { textPlain = false }: { readonly textPlain?: boolean } = {}): Promise<BodyResult<T>> {
  const type = c.req.header('content-type') ?? '';
  // text/plain is what sendBeacon sends without a CORS preflight (its body is still JSON): only the
  // event route takes it; elsewhere a cross-site page could post it without asking.
  if (!(textPlain ? /^(application\/json|text\/plain)\b/i : /^application\/json\b/i).test(type)) {
    return { ok: false, status: 415, error: 'The body must be JSON (Content-Type: application/json).' };
  }
  let json: unknown;
  try {
    json = JSON.parse(await c.req.text());
  } catch {
    return { ok: false, status: 400, error: 'The body is not valid JSON.' };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, data: result.data };
  const problems = result.error.issues.slice(0, 5).map((issue) => {
    const where = issue.path.length > 0 ? issue.path.join('.') : 'body';
    // zod's "expected object, received undefined" says less than "is missing".
    if (issue.code === 'invalid_type' && issue.input === undefined) return `${where}: is missing (a ${issue.expected}).`;
    return `${where}: ${issue.message}`;
  });
  return { ok: false, status: 400, error: problems.join('; ') };
}
