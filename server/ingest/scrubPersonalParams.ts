import { personalParams } from '../../engine/visit/urlParams';

// The engine's list (spec section 3), compared without case: a tampered client may write `EMAIL=`.
const personal = new Set<string>(personalParams.map((name) => name.toLowerCase()));

// A query without `%` or `+` names its parameters literally: one test says whether any is personal.
const NAMED_LITERALLY = /[%+]/;
const PERSONAL_NAME = new RegExp(`(?:^|&)(?:${personalParams.join('|')})(?:=|&|$)`, 'i');

/** Properties that hold a page's address whatever their value looks like. */
const URL_KEYS = new Set(['url', 'referrer', 'page_location', 'page_referrer', 'href']);

/** Another property is scrubbed when its value looks like an address (absolute, or a path) with a query. */
const LOOKS_LIKE_URL = /^(?:https?:\/\/|\/)/i;

/** `prefix?query` (no fragment) without the personal parameters; the same string when it has none. */
function scrubQuery(part: string): string {
  const queryAt = part.indexOf('?');
  if (queryAt === -1) return part;
  const query = part.slice(queryAt + 1);
  if (!NAMED_LITERALLY.test(query) && !PERSONAL_NAME.test(query)) return part;
  const params = new URLSearchParams(query);
  const found = [...new Set(params.keys())].filter((name) => personal.has(name.toLowerCase()));
  if (found.length === 0) return part;
  for (const name of found) params.delete(name);
  const rest = params.toString();
  return part.slice(0, queryAt) + (rest === '' ? '' : `?${rest}`);
}

/**
 * A URL (absolute or relative) without the personal and intake parameters of spec section 3, in
 * its query and in a query inside its fragment (`#/step?email=…`, as hash routers write); the same
 * string when it has none, so an address without them is stored exactly as sent. The query is
 * read as `URLSearchParams` reads it, so an encoded name (`%65mail=`) is found too.
 *
 * @example scrubUrl('https://m10.example/quiz?email=a%40b.c&utm_source=x') // 'https://m10.example/quiz?utm_source=x'
 */
export function scrubUrl(url: string): string {
  const hashAt = url.indexOf('#');
  if (hashAt === -1) return scrubQuery(url);
  return `${scrubQuery(url.slice(0, hashAt))}#${scrubQuery(url.slice(hashAt + 1))}`;
}

/**
 * Removes the personal and intake parameters of spec section 3 from an event's properties, in
 * place, at any depth: from `url`, `referrer`, `page_location`, `page_referrer` and `href`, from
 * any other string that is an address or a path (`/…`) with a query, and from the `urlParams` map. The
 * client strips them first; this is the second line, so an old or tampered client stores nothing
 * personal either (DESIGN section 7).
 */
export function scrubPersonalParams(properties: Record<string, unknown>): void {
  const stack: Record<string, unknown>[] = [properties];
  for (let object = stack.pop(); object; object = stack.pop()) {
    for (const [key, value] of Object.entries(object)) {
      if (typeof value === 'string') {
        if (value.includes('?') && (URL_KEYS.has(key) || LOOKS_LIKE_URL.test(value)))
          object[key] = scrubUrl(value);
      } else if (typeof value === 'object' && value !== null) {
        if (key === 'urlParams' && !Array.isArray(value)) {
          for (const name of Object.keys(value))
            if (personal.has(name.toLowerCase())) delete (value as Record<string, unknown>)[name];
        }
        stack.push(value as Record<string, unknown>);
      }
    }
  }
}
