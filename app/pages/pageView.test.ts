import { beforeEach, describe, expect, it, vi } from 'vitest';

const tracked: { event: string; properties: Record<string, unknown> }[] = [];
vi.mock('../visit/tracking', () => ({
  track: (event: string, properties: Record<string, unknown>) =>
    tracked.push({ event, properties }),
}));
const { claimPageView, runPageEnter, trackPageView } = await import('./pageView');

describe("a page's on-enter callback", () => {
  beforeEach(() => {
    tracked.length = 0;
  });

  it('trackLanding tracks a landing event when the page is entered', () => {
    trackPageView('/get-yours-otc', {}, { onEnter: 'trackLanding' });
    expect(tracked.map((entry) => entry.event)).toEqual(['page-view', 'landing']);
  });

  it('runs once per entry, not per step: a step change tracks its page view only', () => {
    trackPageView('/quiz/otc', { step: 'zip' }, { onEnter: 'trackLanding' });
    trackPageView('/quiz/otc', { step: 'medicare' });
    trackPageView('/quiz/otc', { step: 'name' });
    expect(tracked.map((entry) => entry.event)).toEqual([
      'page-view',
      'landing',
      'page-view',
      'page-view',
    ]);
  });

  it('a page naming no callback tracks no landing', () => {
    trackPageView('/tos', {}, { onEnter: undefined });
    expect(tracked.map((entry) => entry.event)).toEqual(['page-view']);
  });

  it('a prerendered page tracked it before the app: the app does not track it again', () => {
    claimPageView('/get-yours-otc');
    runPageEnter('trackLanding');
    trackPageView('/get-yours-otc', {}, { onEnter: 'trackLanding' });
    expect(tracked.map((entry) => entry.event)).toEqual(['landing']);
  });

  it('a name that is not an on-enter callback tracks nothing (the page check refuses it before a build)', () => {
    runPageEnter('offerCall');
    expect(tracked).toEqual([]);
  });
});
