// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPERIMENTS_ATTRIBUTE, EXPOSED_EXPERIMENTS_KEY } from '../../schemas/experimentsAttribute';
import { trackedEventSchema, type TrackedEvent } from '../../schemas/trackedEvent';
import { OUTBOX_KEYS } from '../visit/outboxKeys';
import { createOutboxStore } from '../visit/outboxStore';
import { isPaidTraffic } from '../visit/paidTraffic';
import {
  EARLY_PAGE_VIEW_ATTRIBUTE,
  EARLY_PAGE_VIEW_SCRIPT,
  OUTBOX_RUNNING_ATTRIBUTE,
  PAGE_VIEW_PROPERTIES_ATTRIBUTE,
  prerenderedPageViewProperties,
} from './earlyPageView';
import { EARLY_PRIVACY_SCRIPT } from './earlyPrivacy';
import { EARLY_SUBMIT_SCRIPT } from './earlySubmit';

const route = {
  name: 'medicare-quiz',
  title: 'Medicare quiz',
  product: 'medicare',
  template: 'quiz',
  language: 'english',
} as const;

/** The page as the server sends it: `<html data-brand>`, its head's first script, `#app` naming its page view, then the inline scripts. */
function land(
  url: string,
  experiments?: {
    readonly running: string;
    readonly arm: { readonly experiment: string; readonly arm: string };
  },
) {
  history.replaceState(null, '', url);
  const root = document.documentElement;
  for (const name of [EARLY_PAGE_VIEW_ATTRIBUTE, OUTBOX_RUNNING_ATTRIBUTE, EXPERIMENTS_ATTRIBUTE])
    root.removeAttribute(name);
  if (experiments) root.setAttribute(EXPERIMENTS_ATTRIBUTE, experiments.running);
  root.setAttribute('data-brand', 'm10');
  root.lang = 'en';
  const app = document.createElement('div');
  app.id = 'app';
  app.setAttribute(
    PAGE_VIEW_PROPERTIES_ATTRIBUTE,
    JSON.stringify(
      prerenderedPageViewProperties({
        route,
        funnel: 'medicare',
        funnelVersion: 2,
        step: 'zip',
        arm: experiments?.arm,
      }),
    ),
  );
  document.body.replaceChildren(app);
  for (const text of [EARLY_PRIVACY_SCRIPT, EARLY_PAGE_VIEW_SCRIPT, EARLY_SUBMIT_SCRIPT]) {
    const element = document.createElement('script');
    element.textContent = text;
    document.body.append(element);
  }
}

/** What the outbox finds in its storage (the format it reads). */
const outboxEvents = (): TrackedEvent[] =>
  createOutboxStore(localStorage, OUTBOX_KEYS.event)
    .list()
    .map((stored) => stored.event);

const fetchSpy = vi.fn((_url: string, _init: RequestInit) =>
  Promise.resolve(new Response(null, { status: 201 })),
);

/** The global the page's scripts run in (jsdom's own window, not the test's). */
function scriptGlobal(): { fetch: unknown } {
  const script = document.createElement('script');
  script.textContent = 'document.documentElement.scriptGlobal=window';
  document.head.append(script);
  script.remove();
  return (document.documentElement as unknown as { scriptGlobal: { fetch: unknown } }).scriptGlobal;
}

beforeEach(() => {
  // The listeners of earlier tests' scripts stay, but what they would send is gone with the storage.
  localStorage.clear();
  sessionStorage.clear();
  fetchSpy.mockClear();
  scriptGlobal().fetch = fetchSpy;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a prerendered page records its page view while the HTML is parsed', () => {
  it('writes it into the outbox’s storage under its event id, a valid event, without personal data', () => {
    land(
      '/quiz/medicare?firstname=Ann&email=ann%40example.com&utm_campaign=spring&gclid=Cj0KCQiA12345678&afid=42',
    );
    const [event, ...more] = outboxEvents();
    expect(more).toEqual([]);
    expect(trackedEventSchema.safeParse(event).success).toBe(true);
    expect(document.documentElement.getAttribute(EARLY_PAGE_VIEW_ATTRIBUTE)).toBe(
      `${event!.properties.id} ${event!.timestamp}`,
    );
    expect(event).toMatchObject({
      type: 'track',
      event: 'page-view',
      sessionId: sessionStorage.getItem('session-id'),
      anonymousId: localStorage.getItem('anonymous-id'),
      properties: {
        website: 'm10',
        paid: true,
        afid: '42',
        urlParams: { utm_campaign: 'spring', gclid: 'Cj0KCQiA12345678', afid: '42' },
        url: `${location.origin}/quiz/medicare?utm_campaign=spring&gclid=Cj0KCQiA12345678&afid=42`,
        page: '/quiz/medicare',
        referrer: null,
        pageName: 'medicare-quiz',
        language: 'en',
        funnel: 'medicare',
        funnelVersion: 2,
        requestedStep: null,
        step: 'zip',
        fallback: true,
      },
    });
    // Not in an experiment: no arms.
    expect(event!.properties).not.toHaveProperty('experiments');
    expect(JSON.stringify(event)).not.toMatch(/Ann|example\.com|firstname|email/);
    expect(Date.parse(event!.timestamp)).toBeGreaterThan(Date.now() - 5_000);
    expect(localStorage.getItem(OUTBOX_KEYS.lastActivity)).not.toBeNull();
  });

  it('carries the visitor’s arms as later events do: those seen that still run, and the page’s own', () => {
    // Seen before: `old` (still running, same arm), `ended` (no longer running), `hero` in another arm than now.
    localStorage.setItem(
      EXPOSED_EXPERIMENTS_KEY,
      JSON.stringify({ old: 'a', ended: 'b', hero: 'a' }),
    );
    land('/quiz/medicare', {
      running: 'old=a,hero=b,other=b',
      arm: { experiment: 'hero', arm: 'b' },
    });
    const [event] = outboxEvents();
    expect(event?.properties.experiments).toEqual({ old: 'a', hero: 'b' });
    expect(trackedEventSchema.safeParse(event).success).toBe(true);
    // The exposure is the entry's to track (once): the inline script leaves the record as it was.
    expect(JSON.parse(localStorage.getItem(EXPOSED_EXPERIMENTS_KEY) ?? '{}')).toEqual({
      old: 'a',
      ended: 'b',
      hero: 'a',
    });
  });

  it('still records the page view when the stored arms are unreadable', () => {
    localStorage.setItem(EXPOSED_EXPERIMENTS_KEY, '{broken');
    land('/quiz/medicare', { running: 'hero=b', arm: { experiment: 'hero', arm: 'b' } });
    expect(outboxEvents()[0]?.properties.experiments).toEqual({ hero: 'b' });
  });

  it('uses the visitor’s ids as the app keeps them, creating them only when missing', () => {
    localStorage.setItem('anonymous-id', 'anon-1');
    sessionStorage.setItem('session-id', 'session-1');
    land('/quiz/medicare');
    expect(outboxEvents()[0]).toMatchObject({
      anonymousId: 'anon-1',
      sessionId: 'session-1',
      properties: { session: 'session-1', paid: false, urlParams: {} },
    });
  });

  it.each([
    ['gclid=Cj0KCQiA12345678&utm_campaign=spring', true],
    ['gclid=short&utm_campaign=spring', false],
    ['gclid=Cj0KCQiA12345678', false],
    ['gbraid=0AAAAADkvFq9ZbQ1', true],
    ['utm_source=bigo&utm_campaign=x', true],
    ['msclkid=abcdefghijklmnop&utm_campaign=x', true],
  ])('decides the paid flag as the engine does (%s)', (query, paid) => {
    land(`/?${query}`);
    expect(isPaidTraffic(new URLSearchParams(query))).toBe(paid);
    expect(outboxEvents()[0]?.properties.paid).toBe(paid);
  });

  it('on pagehide before the outbox runs, sends what is stored under its id with keepalive, as text/plain', () => {
    land('/quiz/medicare?utm_source=google');
    const id = outboxEvents()[0]!.properties.id;
    // The entry tracked it in full meanwhile (same id): that is what goes.
    const full = {
      ...outboxEvents()[0]!,
      properties: { ...outboxEvents()[0]!.properties, smid: 'abc' },
    };
    localStorage.setItem(`${OUTBOX_KEYS.event}${id}`, JSON.stringify(full));
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/event/create');
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(JSON.parse(init.body as string)).toEqual([full]);
  });

  it('leaves the page’s leaving to the outbox once it runs, and sends nothing already delivered', () => {
    land('/quiz/medicare');
    document.documentElement.setAttribute(OUTBOX_RUNNING_ATTRIBUTE, '');
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchSpy).not.toHaveBeenCalled();

    land('/quiz/medicare');
    localStorage.clear();
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('records nothing without storage (the URL is cleaned all the same), and sends nothing on pagehide', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    land('/quiz/medicare?email=ann%40example.com');
    expect(document.documentElement.hasAttribute(EARLY_PAGE_VIEW_ATTRIBUTE)).toBe(false);
    expect(location.search).toBe('');
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('prerenderedPageViewProperties', () => {
  it('gives the page’s context and the step shown, as the entry tracks them', () => {
    expect(
      prerenderedPageViewProperties({
        route: { ...route, language: 'spanish' },
        funnel: 'medicare',
        funnelVersion: 2,
        step: 'zip',
        requestedStep: 'zip',
      }),
    ).toEqual({
      pageName: 'medicare-quiz',
      title: 'Medicare quiz',
      product: 'medicare',
      template: 'quiz',
      language: 'es',
      funnel: 'medicare',
      // The report keeps each version's steps apart, the early page view's too.
      funnelVersion: 2,
      requestedStep: 'zip',
      step: 'zip',
      fallback: false,
    });
    expect(prerenderedPageViewProperties({ route })).toEqual({
      pageName: 'medicare-quiz',
      title: 'Medicare quiz',
      product: 'medicare',
      template: 'quiz',
      language: 'en',
    });
  });
});
