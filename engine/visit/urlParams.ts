import type { Answers } from '../funnel/compiler/matchesCondition';

/** Personal or intake query parameters (spec section 3): kept, then removed from the visible URL. */
export const personalParams = [
  'firstname',
  'lastname',
  'age',
  'email',
  'phone',
  'dateofbirth',
  'address',
  'device',
  'devicetype',
  'session_id',
  'has_medicare',
  'has_medicaid',
] as const;

/**
 * Merges a URL's query parameters into the stored ones (spec section 4): later visits win, and
 * within one query the last of a repeated parameter wins.
 */
export function mergeUrlParams(
  stored: Readonly<Record<string, string>>,
  search: string,
): Record<string, string> {
  const merged: Record<string, string> = { ...stored };
  for (const [name, value] of new URLSearchParams(search)) merged[name] = value;
  return merged;
}

/** The query without its personal parameters, or undefined when it has none (no redirect needed). */
export function withoutPersonalParams(search: string): string | undefined {
  const params = new URLSearchParams(search);
  const personal = personalParams.filter((name) => params.has(name));
  if (personal.length === 0) return undefined;
  for (const name of personal) params.delete(name);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/**
 * A link to another page of the site with the session's url params it lacks (spec section 4): the
 * affiliate id, campaign and click ids travel on, so a page opened from it (in this tab or another)
 * keeps the visit's attribution; personal parameters never do.
 *
 * @example linkWithSessionParams('/quiz/medicare', { afid: '7', email: 'a@b.co' }) // '/quiz/medicare?afid=7'
 */
export function linkWithSessionParams(
  href: string,
  session: Readonly<Record<string, string>>,
): string {
  const [beforeHash = '', hash] = href.split(/#(.*)/s, 2);
  const [path = '', query = ''] = beforeHash.split(/\?(.*)/s, 2);
  const params = new URLSearchParams(query);
  const personal = new Set<string>(personalParams);
  for (const [name, value] of Object.entries(session))
    if (!personal.has(name) && !params.has(name)) params.append(name, value);
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}${hash !== undefined ? `#${hash}` : ''}`;
}

/**
 * An absolute address without its personal parameters, for what an event or the data layer
 * carries (`url`, `referrer`); unchanged when it has none or is not an absolute URL.
 *
 * @example withoutPersonalParamsInUrl('https://m10.example/?email=a%40b.co&utm_source=g') // 'https://m10.example/?utm_source=g'
 */
export function withoutPersonalParamsInUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const rest = withoutPersonalParams(parsed.search);
    if (rest === undefined) return url;
    parsed.search = rest;
    return parsed.href;
  } catch {
    return url;
  }
}

function yesNo(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (/^(true|yes|y|1)$/i.test(value)) return true;
  if (/^(false|no|n|0)$/i.test(value)) return false;
  return undefined;
}

/** Formats ten US digits as the phone field expects, `(###) ###-####`. */
function phoneOf(value: string | undefined): string | undefined {
  const digits = value?.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits?.length === 10
    ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
    : undefined;
}

/**
 * The answers intake parameters give (a campaign that already knows the visitor): they prefill the
 * funnels, and the forms still validate them. Unusable values are left out.
 *
 * @example intakeAnswers({ firstname: 'Ann', has_medicare: 'yes' }) // { firstName: 'Ann', haveMedicare: true }
 */
export function intakeAnswers(params: Readonly<Record<string, string>>): Answers {
  const age =
    params.age !== undefined && /^\d{1,3}$/.test(params.age) ? Number(params.age) : undefined;
  const answers: Record<string, unknown> = {
    firstName: params.firstname?.trim() || undefined,
    lastName: params.lastname?.trim() || undefined,
    email: params.email?.trim() || undefined,
    phone: phoneOf(params.phone),
    dob: params.dateofbirth?.trim() || undefined,
    address: params.address?.trim() || undefined,
    age: age !== undefined && age <= 120 ? age : undefined,
    haveMedicare: yesNo(params.has_medicare),
    haveMedicaid: yesNo(params.has_medicaid),
  };
  return Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined));
}
