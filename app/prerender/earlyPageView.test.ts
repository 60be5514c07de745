// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { prefillFromAllForms } from '../../engine/funnel/compiler/allFormsValues';
import { EARLY_PAGE_VIEW_SCRIPT } from '../../engine/site/earlyPageView';
import { EARLY_PRIVACY_SCRIPT } from '../../engine/site/earlyPrivacy';
import { EARLY_SUBMIT_SCRIPT } from '../../engine/site/earlySubmit';
import { OUTBOX_KEYS } from '../../engine/visit/outboxKeys';
import { earlyPageViewId, takeEarlyPageView } from './earlyPageView';
import { prefillStrippedParams } from './prefillStrippedParams';

/** Lands on a prerendered page: its inline script runs as the HTML is parsed. */
function land(url: string) {
  history.replaceState(null, '', url);
  document.body.innerHTML = '<div id="app" data-page-view="{}"></div>';
  for (const text of [EARLY_PRIVACY_SCRIPT, EARLY_PAGE_VIEW_SCRIPT, EARLY_SUBMIT_SCRIPT]) {
    const script = document.createElement('script');
    script.textContent = text;
    document.body.append(script);
  }
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the entry takes over the page view the inline script recorded', () => {
  it('gives its id and time once, so the page view is tracked in full under them and counted once', () => {
    land('/quiz/medicare');
    const id = earlyPageViewId();
    const stored = JSON.parse(localStorage.getItem(`${OUTBOX_KEYS.event}${id}`)!) as {
      timestamp: string;
      properties: { id: string };
    };
    expect(stored.properties.id).toBe(id);
    expect(takeEarlyPageView()).toEqual({ id, timestamp: stored.timestamp });
    expect(earlyPageViewId()).toBeUndefined();
    expect(takeEarlyPageView()).toBeUndefined();
  });
});

describe('the app prefills what the inline script took out of the URL', () => {
  it('saves the intake answers kept in the session, once', () => {
    land('/quiz/medicare?firstname=Ann&email=ann%40example.com&utm_source=google');
    expect(location.search).toBe('?utm_source=google');
    prefillStrippedParams();
    expect(prefillFromAllForms(localStorage, ['firstName', 'email'])).toEqual({
      firstName: 'Ann',
      email: 'ann@example.com',
    });
    localStorage.removeItem('form-values');
    prefillStrippedParams();
    expect(localStorage.getItem('form-values')).toBeNull();
  });

  it('does nothing on a landing without personal parameters', () => {
    land('/quiz/medicare?utm_source=google');
    prefillStrippedParams();
    expect(localStorage.getItem('form-values')).toBeNull();
  });
});
