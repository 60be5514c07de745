// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exitIntentDefaults } from '../../schemas/exitIntentDefaults';
import type { ExitIntentOptions } from '../../schemas/exitIntentOptions';
import {
  EARLY_EXIT_INTENT_ATTRIBUTE,
  EARLY_EXIT_INTENT_EVENT,
  EXIT_INTENT_LISTENING_ATTRIBUTE,
} from './earlyExitIntentMarks';
import { earlyExitIntentScript } from './earlyExitIntentScript';

const html = document.documentElement;
const told: string[] = [];
const tell = () => told.push('start the app');
let added: [EventTarget, string, EventListener][] = [];

/** Runs the page's inline script as the browser would, noting its listeners so each test ends clean. */
function parse(options: Partial<ExitIntentOptions>, page = 'grocery'): void {
  const script = earlyExitIntentScript(page, {
    ...exitIntentDefaults,
    setupBeforeMount: true,
    ...options,
  });
  expect(script).not.toMatch(/zod|import|require/);
  for (const target of [document, window]) {
    const original = target.addEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, opts) => {
      added.push([target, type, listener as EventListener]);
      original(type, listener, opts);
    });
  }
  const element = document.createElement('script');
  element.textContent = script;
  document.head.append(element);
  vi.restoreAllMocks();
}
const leaveTop = (clientX = 10) =>
  document.dispatchEvent(
    new MouseEvent('mouseout', { clientY: 0, clientX, relatedTarget: null, bubbles: true }),
  );

beforeEach(() => {
  vi.useFakeTimers();
  told.length = 0;
  document.addEventListener(EARLY_EXIT_INTENT_EVENT, tell);
});
afterEach(() => {
  for (const [target, type, listener] of added) target.removeEventListener(type, listener);
  added = [];
  document.removeEventListener(EARLY_EXIT_INTENT_EVENT, tell);
  html.removeAttribute(EARLY_EXIT_INTENT_ATTRIBUTE);
  html.removeAttribute(EXIT_INTENT_LISTENING_ATTRIBUTE);
  vi.useRealTimers();
});

describe('the inline exit-intent script of a page with setupBeforeMount', () => {
  it('the mouse leaving through the top marks the page and tells the entry, once', () => {
    parse({});
    document.dispatchEvent(
      new MouseEvent('mouseout', { clientY: 40, relatedTarget: null, bubbles: true }),
    );
    expect(html.hasAttribute(EARLY_EXIT_INTENT_ATTRIBUTE)).toBe(false);
    leaveTop();
    leaveTop();
    expect(html.getAttribute(EARLY_EXIT_INTENT_ATTRIBUTE)).toBe('grocery');
    expect(told).toEqual(['start the app']);
  });

  it('stands aside once the popup listens itself', () => {
    parse({});
    html.setAttribute(EXIT_INTENT_LISTENING_ATTRIBUTE, '');
    leaveTop();
    expect(html.hasAttribute(EARLY_EXIT_INTENT_ATTRIBUTE)).toBe(false);
    expect(told).toEqual([]);
  });

  it('with handleScrollBars, the mouse leaving over the scroll bar is no exit intent', () => {
    parse({ handleScrollBars: true });
    leaveTop(html.clientWidth + 5);
    expect(told).toEqual([]);
  });

  it('without triggerOnExitIntent the mouse leaving is nothing', () => {
    parse({ triggerOnExitIntent: false });
    leaveTop();
    expect(told).toEqual([]);
  });

  it('a delay counts from the moment the HTML is parsed', () => {
    parse({ triggerOnExitIntent: false, delaySecondsAndTrigger: 20 });
    vi.advanceTimersByTime(19_999);
    expect(told).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(told).toEqual(['start the app']);
  });

  it('inactivity: any activity starts the count again', () => {
    parse({ triggerOnExitIntent: false, inactiveSeconds: 10 });
    vi.advanceTimersByTime(9_000);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(9_000);
    expect(told).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(told).toEqual(['start the app']);
  });

  it('page load fires at once', () => {
    parse({ triggerOnExitIntent: false, triggerOnPageLoad: true });
    expect(told).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(told).toEqual(['start the app']);
  });

  it('scrolling past the percentage fires once the scrolling has paused for the debounce', () => {
    parse({ triggerOnExitIntent: false, scrollPercentageToTrigger: 50, scrollDebounceMillis: 300 });
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(299);
    expect(told).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(told).toEqual(['start the app']);
  });

  it('a page whose name could close the script cannot', () => {
    expect(earlyExitIntentScript('a</script><script>x', { ...exitIntentDefaults })).not.toContain(
      '</script>',
    );
  });
});
