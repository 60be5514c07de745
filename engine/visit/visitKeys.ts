/**
 * Where the visit's ids and session facts live in the browser's storage, one name each: read and
 * written by the app (app/visit/session.ts) and by the inline scripts that run before it
 * (engine/site/earlySubmit.ts, earlyPageView.ts). `anonymousId` is in `localStorage` (kept between
 * visits); the others in `sessionStorage`: the session's id, every URL parameter seen this session
 * (a JSON object, the last value winning) and the paid-traffic flag (`'true'` once paid).
 */
export const VISIT_KEYS = {
  anonymousId: 'anonymous-id',
  sessionId: 'session-id',
  urlParams: 'url-params',
  paid: 'paid',
} as const;
