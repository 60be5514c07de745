import { ipZip } from '../../engine/visit/ipLookup';
import type { IpGeo } from '../../schemas/ipLookup';
import { scheduled } from '../platform/schedule';
import { api } from '../platform/http';
import { noteZipSources } from './location';
import { reportCallFailure } from './reportCallFailure';
import { visitorIds } from './session';
import { lookUpIp } from './visit';

/** What the site learns about the visit after the page is up, sent with every later event. */
interface VisitSignals {
  ip?: string;
  /** The IP lookup's geo (cityName, stateCode, postalCode, isp; spec section 3). */
  ipGeo?: IpGeo;
  ipQuality?: Readonly<Record<string, unknown>>;
  bot?: { readonly bot: boolean; readonly kind?: string };
}

const signals: VisitSignals = {};
let started = false;

/** The signals known so far (none block an event: what is not known yet is left out). */
export function visitSignals(): Readonly<VisitSignals> {
  return signals;
}

/**
 * Starts the visit's lookups without blocking the page: the IP and its geo (whose postal code is
 * the last resort for the visit's ZIP code and location) and its quality
 * (`POST /api/ipqs/check-ip`). A failure only leaves its signal out.
 */
export function startVisitSignals(): void {
  if (started) return;
  started = true;
  void lookUpIp().then(async (lookup) => {
    // Kept for a funnel's location machine; a page without a funnel does not start one.
    noteZipSources({ ipPostalCode: ipZip(lookup) }, { start: false });
    const ip = lookup?.value;
    if (!ip) return;
    signals.ip = ip;
    signals.ipGeo = lookup.geo;
    const { anonymousId, sessionId } = visitorIds();
    const quality = await api
      // The server checks the connection's own address; the body names none.
      .post('/api/ipqs/check-ip', {
        json: { ua: navigator.userAgent.slice(0, 1024), userId: anonymousId, sessionId },
      })
      .json<Record<string, unknown>>()
      .catch((error: unknown) =>
        reportCallFailure('IP quality check', 'POST /api/ipqs/check-ip', error),
      );
    if (quality) {
      const { fraud_score, proxy, vpn, tor, bot_status, recent_abuse } = quality;
      signals.ipQuality = { fraud_score, proxy, vpn, tor, bot_status, recent_abuse };
    }
  });
}

let detecting = false;

/**
 * Bot detection (@fingerprintjs/botd, loaded lazily, its vendor monitoring request turned off).
 * Its probes (a WebGL context among them) take one long task on a phone (70 ms at 4x CPU), so it
 * runs with the app, after the visitor's first input on a prerendered page, and only once the
 * visitor pauses: an idle moment alone was sometimes the one between the last digit typed and
 * the Continue, which then waited for it. The page view never waited for it, and the events that
 * matter (answers, leads) come later. A failure only leaves the signal out.
 */
export function startBotDetection(): void {
  if (detecting) return;
  detecting = true;
  void (async () => {
    try {
      await scheduled('idle');
      const { load } = await import('@fingerprintjs/botd');
      // Loaded in any idle moment; its probes (`load` runs them) wait for the visitor's pause.
      await scheduled('quiet');
      const detector = await load({ monitoring: false });
      const result = detector.detect();
      signals.bot = result.bot ? { bot: true, kind: result.botKind } : { bot: false };
    } catch {
      // No bot result: the events go without it.
    }
  })();
}
