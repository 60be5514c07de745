// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_READY_ATTRIBUTE, EARLY_SUBMIT_ATTRIBUTE } from '../../engine/site/earlySubmit';
import { keepInputForReload, restoreInputAfterReload } from './inputAcrossReload';

// The prerendered ZIP step as the server sends it (the field empty, nothing held).
const PAGE = `<form aria-labelledby="zip-title"><h2 id="zip-title">What is your ZIP code?</h2>
  <input id="zip_zipcode" name="zipcode" value="">
  <input type="checkbox" id="zip_news" name="news">
  <button type="submit">Continue</button></form>`;

function prerenderedPage(): HTMLElement {
  document.body.innerHTML = `<div id="app">${PAGE}</div>`;
  return document.getElementById('app')!;
}

/** The visitor types and ticks, and presses Continue while the app is not here (the early script holds it). */
function typeAndContinue(zip: string): void {
  (document.getElementById('zip_zipcode') as HTMLInputElement).value = zip;
  (document.getElementById('zip_news') as HTMLInputElement).checked = true;
  document.documentElement.setAttribute(EARLY_SUBMIT_ATTRIBUTE, '');
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;

beforeEach(() => history.replaceState(null, '', '/quiz/medicare/zip'));
afterEach(() => {
  sessionStorage.clear();
  document.documentElement.removeAttribute(EARLY_SUBMIT_ATTRIBUTE);
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
});

describe('input across the reload a chunk error causes', () => {
  it('puts the typed answer back and holds the Continue again, once', () => {
    const page = prerenderedPage();
    typeAndContinue('90210');
    keepInputForReload(page, 1_000);
    document.documentElement.removeAttribute(EARLY_SUBMIT_ATTRIBUTE);
    // …the page reloads: the server's markup again.
    const reloaded = prerenderedPage();
    expect(field('zip_zipcode').value).toBe('');

    expect(restoreInputAfterReload(reloaded, 2_000)).toBe(true);
    expect(field('zip_zipcode').value).toBe('90210');
    expect(field('zip_news').checked).toBe(true);
    expect(document.documentElement.hasAttribute(EARLY_SUBMIT_ATTRIBUTE)).toBe(true);
    expect(document.querySelector('button')!.getAttribute('aria-busy')).toBe('true');
    // Read once: a later visit of the page starts empty.
    expect(restoreInputAfterReload(prerenderedPage(), 3_000)).toBe(false);
    expect(field('zip_zipcode').value).toBe('');
  });

  it('keeps a typed answer without a Continue, and does not ask for the app for it', () => {
    prerenderedPage();
    field('zip_zipcode').value = '902';
    keepInputForReload(document.getElementById('app'), 1_000);
    expect(restoreInputAfterReload(prerenderedPage(), 2_000)).toBe(false);
    expect(field('zip_zipcode').value).toBe('902');
    expect(document.documentElement.hasAttribute(EARLY_SUBMIT_ATTRIBUTE)).toBe(false);
  });

  it('keeps nothing once the app has taken the page over (the funnel saves its own answers)', () => {
    prerenderedPage();
    typeAndContinue('90210');
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    keepInputForReload(document.getElementById('app'), 1_000);
    expect(sessionStorage.length).toBe(0);
  });

  it('ignores a note from another page, an old one and one that is not its shape', () => {
    prerenderedPage();
    typeAndContinue('90210');
    keepInputForReload(document.getElementById('app'), 1_000);
    history.replaceState(null, '', '/quiz/medicare/medicare');
    expect(restoreInputAfterReload(prerenderedPage(), 2_000)).toBe(false);

    history.replaceState(null, '', '/quiz/medicare/zip');
    typeAndContinue('90210');
    keepInputForReload(document.getElementById('app'), 1_000);
    expect(restoreInputAfterReload(prerenderedPage(), 1_000 + 61_000)).toBe(false);
    expect(field('zip_zipcode').value).toBe('');

    sessionStorage.setItem('input-across-reload', '{"path":"/quiz/medicare/zip","at":1}');
    expect(restoreInputAfterReload(prerenderedPage(), 2)).toBe(false);

    // A field entry not of its shape spoils the whole note: nothing is put back, no Continue held.
    const form = document.querySelector('form')!.getAttribute('aria-labelledby');
    const note = (fields: unknown) =>
      JSON.stringify({
        path: '/quiz/medicare/zip',
        at: 1,
        input: { form, fields, submitted: true },
      });
    sessionStorage.setItem(
      'input-across-reload',
      note([{ id: 'zip_zipcode', kind: 'value', value: 90210 }]),
    );
    expect(restoreInputAfterReload(prerenderedPage(), 2)).toBe(false);
    expect(field('zip_zipcode').value).toBe('');
  });

  it('fills in only the form’s own controls: an id naming anything else is passed over', () => {
    const page = prerenderedPage();
    const form = document.querySelector('form')!.getAttribute('aria-labelledby');
    const fields = [
      { id: 'zip-title', kind: 'value', value: 'x' },
      { id: 'zip_zipcode', kind: 'value', value: '90210' },
    ];
    sessionStorage.setItem(
      'input-across-reload',
      JSON.stringify({
        path: '/quiz/medicare/zip',
        at: 1,
        input: { form, fields, submitted: false },
      }),
    );
    expect(restoreInputAfterReload(page, 2)).toBe(false);
    expect(field('zip_zipcode').value).toBe('90210');
    expect(document.getElementById('zip-title')).not.toHaveProperty('value');
  });
});
