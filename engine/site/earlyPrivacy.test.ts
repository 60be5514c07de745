// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { personalParams, withoutPersonalParams } from '../visit/urlParams';
import {
  EARLY_PRIVACY_SCRIPT,
  PERSONAL_PARAMS_STRIPPED_ATTRIBUTE,
  STRIP_PERSONAL_PARAMS_SCRIPT,
} from './earlyPrivacy';

/** Runs an inline script as the browser runs the server's page. */
function run(text: string) {
  const script = document.createElement('script');
  script.textContent = text;
  document.head.append(script);
  script.remove();
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  document.documentElement.removeAttribute(PERSONAL_PARAMS_STRIPPED_ATTRIBUTE);
});

describe('the prerendered page’s inline script takes personal parameters out of the URL', () => {
  it('keeps them in the session for prefill, then leaves only the others in the address bar, fragment and state kept', () => {
    history.replaceState(
      { key: 'k1' },
      '',
      '/quiz/medicare?firstname=Ann&utm_source=google&email=ann%40example.com&phone=4045550101&utm_campaign=spring&gclid=Cj0KCQiA12345678#top',
    );
    run(EARLY_PRIVACY_SCRIPT);
    expect(location.pathname + location.search + location.hash).toBe(
      '/quiz/medicare?utm_source=google&utm_campaign=spring&gclid=Cj0KCQiA12345678#top',
    );
    expect(history.state).toEqual({ key: 'k1' });
    expect(JSON.parse(sessionStorage.getItem('url-params')!)).toMatchObject({
      firstname: 'Ann',
      email: 'ann@example.com',
      phone: '4045550101',
      utm_source: 'google',
    });
    expect(document.documentElement.hasAttribute(PERSONAL_PARAMS_STRIPPED_ATTRIBUTE)).toBe(true);
  });

  it.each(personalParams)(
    'removes %s (the engine’s list), encoded or not, as the router’s redirect does',
    (name) => {
      const encoded = [...name]
        .map((c, i) => (i === 0 ? `%${c.charCodeAt(0).toString(16)}` : c))
        .join('');
      const search = `?utm_medium=cpc&${name}=x&afid=7&${encoded}=y`;
      history.replaceState(null, '', `/${search}`);
      run(STRIP_PERSONAL_PARAMS_SCRIPT);
      expect(location.search).toBe(withoutPersonalParams(search));
      expect(location.search).toBe('?utm_medium=cpc&afid=7');
    },
  );

  it('empties the query when only personal parameters were there', () => {
    history.replaceState(
      null,
      '',
      '/get-yours-otc?lastname=Lee&dateofbirth=1955-04-12&address=1+Main+St',
    );
    run(STRIP_PERSONAL_PARAMS_SCRIPT);
    expect(location.href).toBe(`${location.origin}/get-yours-otc`);
  });

  it('leaves a URL without personal parameters alone, byte for byte, and marks nothing', () => {
    const replace = vi.spyOn(history, 'replaceState');
    history.replaceState(null, '', '/?utm_term=a%20b&q=c+d&&zip_code=90210');
    replace.mockClear();
    run(STRIP_PERSONAL_PARAMS_SCRIPT);
    expect(replace).not.toHaveBeenCalled();
    expect(location.search).toBe('?utm_term=a%20b&q=c+d&&zip_code=90210');
    expect(document.documentElement.hasAttribute(PERSONAL_PARAMS_STRIPPED_ATTRIBUTE)).toBe(false);
    replace.mockRestore();
  });
});
