// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageExitIntent } from '../../engine/exitIntent/pageExitIntent';
import { exitIntentOptionsSchema } from '../../schemas/exitIntentOptions';

const tracked: string[] = [];
vi.mock('../visit/tracking', () => ({ track: (event: string) => tracked.push(event) }));
const { listenForExitIntentEarly, takeOverEarlyExitIntent } = await import('./earlyExitIntent');
const { exitIntentActor, stopExitIntent } = await import('./exitIntent');

const registration = (options: Record<string, unknown>) =>
  pageExitIntent({ exitIntent: exitIntentOptionsSchema.parse(options), onExitIntent: 'offerCall' });
const leaveTop = () =>
  document.dispatchEvent(
    new MouseEvent('mouseout', { clientY: 0, clientX: 10, relatedTarget: null, bubbles: true }),
  );

beforeEach(() => {
  localStorage.clear();
  tracked.length = 0;
});
afterEach(() => {
  takeOverEarlyExitIntent('');
  document.documentElement.removeAttribute('data-early-exit-intent');
  document.documentElement.removeAttribute('data-exit-intent');
  document.documentElement.removeAttribute('data-exit-intent-since');
});

describe('exit-intent option setupBeforeMount', () => {
  it('listens before the app: an exit intent then starts the app, and the popup shows as soon as it starts', async () => {
    const fired: string[] = [];
    listenForExitIntentEarly('get-yours-otc', registration({ setupBeforeMount: true }), () =>
      fired.push('start the app'),
    );
    await vi.dynamicImportSettled();
    leaveTop();
    expect(fired).toEqual(['start the app']);
    const actor = exitIntentActor(
      'get-yours-otc',
      registration({ setupBeforeMount: true })!.options,
    );
    expect(actor.getSnapshot().matches('showing')).toBe(true);
    expect(tracked).toEqual(['exit-intent-shown']);
    stopExitIntent(actor);
  });

  it('without it nothing listens before the popup: an exit intent before the app is not seen', async () => {
    const fired: string[] = [];
    listenForExitIntentEarly('get-yours-otc', registration({}), () => fired.push('start the app'));
    await vi.dynamicImportSettled();
    leaveTop();
    const actor = exitIntentActor('get-yours-otc', registration({})!.options);
    expect(fired).toEqual([]);
    expect(actor.getSnapshot().matches('allowed')).toBe(true);
    stopExitIntent(actor);
  });

  it('the popup taking over stops the early listeners: a later exit intent is the popup’s own, fired once', async () => {
    const fired: string[] = [];
    listenForExitIntentEarly(
      'get-yours-otc',
      registration({ setupBeforeMount: true, repeatAfterDays: 1 }),
      () => fired.push('early'),
    );
    await vi.dynamicImportSettled();
    const actor = exitIntentActor(
      'get-yours-otc',
      registration({ setupBeforeMount: true, repeatAfterDays: 1 })!.options,
    );
    expect(actor.getSnapshot().matches('allowed')).toBe(true);
    leaveTop();
    expect(fired).toEqual([]);
    expect(actor.getSnapshot().matches('showing')).toBe(true);
    stopExitIntent(actor);
  });

  it('a trigger kept for another page does not show this page’s popup', async () => {
    listenForExitIntentEarly(
      'get-yours-otc',
      registration({ setupBeforeMount: true }),
      () => undefined,
    );
    await vi.dynamicImportSettled();
    leaveTop();
    const actor = exitIntentActor('quiz-otc', registration({})!.options);
    expect(actor.getSnapshot().matches('allowed')).toBe(true);
    stopExitIntent(actor);
  });
});

describe('a prerendered page’s inline script (setupBeforeMount)', () => {
  const html = document.documentElement;

  it('a trigger it saw before the app shows the page’s popup as soon as the popup starts, and it stands aside from then on', async () => {
    const { earlyExitIntentScript } = await import('../../engine/exitIntent/earlyExitIntentScript');
    const script = document.createElement('script');
    script.textContent = earlyExitIntentScript(
      'grocery',
      registration({ setupBeforeMount: true })!.options,
    );
    document.head.append(script);
    leaveTop();
    expect(html.getAttribute('data-early-exit-intent')).toBe('grocery');
    const actor = exitIntentActor('grocery', registration({ setupBeforeMount: true })!.options);
    expect(actor.getSnapshot().matches('showing')).toBe(true);
    expect(tracked).toEqual(['exit-intent-shown']);
    expect(html.hasAttribute('data-early-exit-intent')).toBe(false);
    expect(html.hasAttribute('data-exit-intent')).toBe(true);
    stopExitIntent(actor);
  });

  it('a trigger it saw for another page does not show this page’s popup', () => {
    html.setAttribute('data-early-exit-intent', 'grocery');
    const actor = exitIntentActor('quiz-otc', registration({})!.options);
    expect(actor.getSnapshot().matches('allowed')).toBe(true);
    stopExitIntent(actor);
  });

  it('a delay counts from the moment the HTML was parsed, not again from the popup’s start', async () => {
    vi.useFakeTimers();
    const { earlyExitIntentScript } = await import('../../engine/exitIntent/earlyExitIntentScript');
    const options = registration({
      setupBeforeMount: true,
      triggerOnExitIntent: false,
      delaySecondsAndTrigger: 20,
    })!.options;
    const script = document.createElement('script');
    script.textContent = earlyExitIntentScript('grocery', options);
    document.head.append(script);
    vi.advanceTimersByTime(5_000);
    const actor = exitIntentActor('grocery', options);
    // (The script reads the page's own clock; a few real milliseconds pass meanwhile.)
    vi.advanceTimersByTime(14_800);
    expect(actor.getSnapshot().matches('allowed')).toBe(true);
    vi.advanceTimersByTime(400);
    expect(actor.getSnapshot().matches('showing')).toBe(true);
    expect(tracked).toEqual(['exit-intent-shown']);
    stopExitIntent(actor);
    vi.useRealTimers();
  });
});
