import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { visitorArms } from '../../engine/experiments/assignArm';
import {
  VISITOR_COOKIE,
  visitorIdPattern,
  type ExperimentArms,
  type PublishedExperiment,
} from '../../schemas/experiment';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The visitor's arms in the experiments running on the brand (DESIGN.md section 9), decided before
 * the HTML is sent: the visitor id comes from the first-party cookie, or is made and pinned in it
 * (path `/`, a year, HttpOnly: only the server reads it). With no experiment running on the brand
 * no cookie is set.
 */
export function visitorExperiments(
  c: Context,
  experiments: readonly PublishedExperiment[],
  brandId: string,
  now = new Date(),
): ExperimentArms {
  if (experiments.length === 0) return {};
  const cookie = getCookie(c, VISITOR_COOKIE);
  const known = cookie !== undefined && visitorIdPattern.test(cookie) ? cookie : undefined;
  const visitorId = known ?? randomUUID();
  const arms = visitorArms(experiments, brandId, visitorId, now);
  if (Object.keys(arms).length === 0) return arms;
  // Refreshed on every page, so a visitor who keeps coming back keeps the arm.
  setCookie(c, VISITOR_COOKIE, visitorId, {
    path: '/',
    maxAge: YEAR_SECONDS,
    sameSite: 'Lax',
    httpOnly: true,
    secure: new URL(c.req.url).protocol === 'https:',
  });
  // The HTML now differs per visitor: no shared cache may keep one visitor's arm for another.
  c.header('Vary', 'Cookie', { append: true });
  return arms;
}
