// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { mergeUrlParams } from '../visit/urlParams';
import { EARLY_PRIVACY_SCRIPT } from './earlyPrivacy';
import { EARLY_INPUT_ATTRIBUTE, EARLY_SUBMIT_SCRIPT, VISITOR_INPUT } from './earlySubmit';

/** Runs the inline scripts as the browser runs the server's page: the head's first, the one after the markup then. */
function runScript() {
  for (const text of [EARLY_PRIVACY_SCRIPT, EARLY_SUBMIT_SCRIPT]) {
    const script = document.createElement('script');
    script.textContent = text;
    document.head.append(script);
  }
}

beforeEach(() => sessionStorage.clear());

describe('the prerendered page keeps the URL parameters before the app arrives', () => {
  // First: no script of another test has put its submit listener on the document yet.
  it('survives unreadable stored parameters: the form is still held', () => {
    sessionStorage.setItem('url-params', '{not json');
    history.replaceState(null, '', '/?utm_campaign=x');
    document.documentElement.removeAttribute('data-early-submit');
    document.body.innerHTML = '<form><button type="submit">Continue</button></form>';
    document.head.innerHTML = '';
    runScript();
    document.querySelector('form')!.requestSubmit();
    expect(document.documentElement.hasAttribute('data-early-submit')).toBe(true);
    expect(document.querySelector('button')!.getAttribute('aria-busy')).toBe('true');
  });
  it('merges them into the session as the app does (the last value wins)', () => {
    sessionStorage.setItem('url-params', JSON.stringify({ utm_source: 'google', gclid: 'old' }));
    history.replaceState(null, '', '/?gclid=Cj0KCQ&utm_campaign=spring');
    runScript();
    const expected = mergeUrlParams(
      { utm_source: 'google', gclid: 'old' },
      '?gclid=Cj0KCQ&utm_campaign=spring',
    );
    expect(JSON.parse(sessionStorage.getItem('url-params')!)).toEqual(expected);
    expect(expected).toEqual({ utm_source: 'google', gclid: 'Cj0KCQ', utm_campaign: 'spring' });
  });

  it('writes nothing for a URL without parameters', () => {
    history.replaceState(null, '', '/quiz/medicare');
    runScript();
    expect(sessionStorage.getItem('url-params')).toBeNull();
  });
});

describe('the prerendered page notes the visitor’s first input before the app’s entry listens', () => {
  it.each(VISITOR_INPUT)('marks <html> on %s', (type) => {
    document.documentElement.removeAttribute(EARLY_INPUT_ATTRIBUTE);
    runScript();
    expect(document.documentElement.hasAttribute(EARLY_INPUT_ATTRIBUTE)).toBe(false);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(document.documentElement.hasAttribute(EARLY_INPUT_ATTRIBUTE)).toBe(true);
  });

  it('does not mark it for what is not input (load, scroll, resize)', () => {
    document.documentElement.removeAttribute(EARLY_INPUT_ATTRIBUTE);
    runScript();
    for (const type of ['load', 'scroll', 'resize']) document.dispatchEvent(new Event(type));
    expect(document.documentElement.hasAttribute(EARLY_INPUT_ATTRIBUTE)).toBe(false);
  });
});
