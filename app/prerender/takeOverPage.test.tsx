// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ACTIONS_SCRIPT } from '../../engine/site/earlyActions';
import { EARLY_BACK_SCRIPT } from '../../engine/site/earlyBack';
import { EARLY_SUBMIT_SCRIPT } from '../../engine/site/earlySubmit';
import { TakeOver } from './TakeOver';
import { onEarlyStepEntry } from './earlyStepEntry';
import { replayEarlyInput } from './takeOverPage';
import { watchEarlyInput } from './watchEarlyInput';

// A step as the app renders it: a controlled text field and a radio group, submitted through React.
function Step({
  onSubmit,
}: {
  readonly onSubmit: (values: { zip: string; plan: string }) => void;
}) {
  const [zip, setZip] = useState('');
  const [plan, setPlan] = useState('');
  return (
    <form
      aria-labelledby="zip-title"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ zip, plan });
      }}
    >
      <h2 id="zip-title">What is your ZIP code?</h2>
      <input id="zip_zipcode" value={zip} onChange={(event) => setZip(event.target.value)} />
      {['a', 'b'].map((option) => (
        <input
          key={option}
          type="radio"
          id={`zip_plan-${option}`}
          name="plan"
          value={option}
          checked={plan === option}
          onChange={() => setPlan(option)}
        />
      ))}
      <button type="submit">Continue</button>
    </form>
  );
}

// A step that validates on blur and can be skipped, as the funnel's steps do.
function ValidatedStep({ onSkip }: { readonly onSkip: () => void }) {
  const [zip, setZip] = useState('');
  const [message, setMessage] = useState('');
  return (
    <form aria-labelledby="zip-title" onSubmit={(event) => event.preventDefault()}>
      <h2 id="zip-title">What is your ZIP code?</h2>
      <input
        id="zip_zipcode"
        value={zip}
        onChange={(event) => setZip(event.target.value)}
        onBlur={() => setMessage(/^[0-9]{5}$/.test(zip) ? '' : 'Please enter a 5-digit ZIP code.')}
      />
      <input id="zip_other" />
      <p id="zip_zipcode__error">{message}</p>
      <button type="submit">Continue</button>
      <button type="button" onClick={onSkip}>
        Skip
      </button>
    </form>
  );
}

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-app');
  document.documentElement.removeAttribute('data-early-submit');
  document.body.innerHTML = '';
});

/** The server's page: the step's markup and the early-submit script, before the app. */
function prerendered(): HTMLElement {
  document.body.innerHTML = `<div id="app">${renderToString(<Step onSubmit={() => undefined} />)}</div>`;
  // The very script the server inlines, run as the browser runs it.
  runEarlyScripts();
  return document.getElementById('app')!;
}

let scriptsRun = false;
/** The very scripts the server inlines, run as the browser runs them (once: they listen on the document). */
function runEarlyScripts(): void {
  if (scriptsRun) return;
  scriptsRun = true;
  for (const text of [EARLY_SUBMIT_SCRIPT, EARLY_ACTIONS_SCRIPT, EARLY_BACK_SCRIPT]) {
    const script = document.createElement('script');
    script.textContent = text;
    document.head.append(script);
  }
}

/** Watches from the start, as the app does; the visitor acts in `before`, then the app commits. */
function takeOver(
  container: HTMLElement,
  onSubmit: (values: { zip: string; plan: string }) => void,
) {
  const early = watchEarlyInput(container);
  flushSync(() =>
    createRoot(container).render(
      <TakeOver onCommit={() => replayEarlyInput(container, early())}>
        <Step onSubmit={onSubmit} />
      </TakeOver>,
    ),
  );
}

describe('taking a prerendered page over', () => {
  it('carries what the visitor typed and chose into the app, with the focus and caret', async () => {
    const container = prerendered();
    const zip = container.querySelector<HTMLInputElement>('#zip_zipcode')!;
    zip.value = '90210';
    zip.focus();
    zip.setSelectionRange(2, 2);
    container.querySelector<HTMLInputElement>('#zip_plan-b')!.checked = true;
    const onSubmit = vi.fn();
    takeOver(container, onSubmit);

    await Promise.resolve();
    const replaced = container.querySelector<HTMLInputElement>('#zip_zipcode')!;
    expect(replaced).not.toBe(zip);
    expect(replaced.value).toBe('90210');
    expect(document.activeElement).toBe(replaced);
    expect(replaced.selectionStart).toBe(2);
    expect(container.querySelector<HTMLInputElement>('#zip_plan-b')!.checked).toBe(true);
    expect(document.documentElement.hasAttribute('data-app')).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('holds a submit made before the app, marks the button busy, then submits through the app', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    const container = prerendered();
    container.querySelector<HTMLInputElement>('#zip_zipcode')!.value = '10001';
    container.querySelector('form')!.requestSubmit();
    expect(container.querySelector('button')!.getAttribute('aria-busy')).toBe('true');
    expect(document.documentElement.hasAttribute('data-early-submit')).toBe(true);

    const onSubmit = vi.fn();
    takeOver(container, onSubmit);
    expect(onSubmit).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersToNextFrame());
    expect(onSubmit).toHaveBeenCalledWith({ zip: '10001', plan: '' });
    expect(document.documentElement.hasAttribute('data-early-submit')).toBe(false);
    vi.useRealTimers();
  });

  it('leaves the app alone once it runs: later submits are the app’s', () => {
    const container = prerendered();
    const onSubmit = vi.fn();
    takeOver(container, onSubmit);
    container.querySelector('form')!.requestSubmit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')!.hasAttribute('aria-busy')).toBe(false);
  });
});

// Regression (issue 24): a ZIP typed and left before the takeover showed no message, even once
// the app was there; a Skip pressed then did nothing.
describe('what the visitor did before the takeover counts', () => {
  function prerenderedValidated(): HTMLElement {
    document.body.innerHTML = `<div id="app">${renderToString(<ValidatedStep onSkip={() => undefined} />)}</div>`;
    runEarlyScripts();
    return document.getElementById('app')!;
  }

  function takeOverValidated(container: HTMLElement, onSkip: () => void) {
    const early = watchEarlyInput(container);
    flushSync(() =>
      createRoot(container).render(
        <TakeOver onCommit={() => replayEarlyInput(container, early())}>
          <ValidatedStep onSkip={onSkip} />
        </TakeOver>,
      ),
    );
  }

  it('a field left invalid shows its message once the app is there', () => {
    const container = prerenderedValidated();
    const zip = container.querySelector<HTMLInputElement>('#zip_zipcode')!;
    zip.focus();
    zip.value = '1234';
    container.querySelector<HTMLInputElement>('#zip_other')!.focus();
    takeOverValidated(container, () => undefined);
    expect(container.querySelector('#zip_zipcode__error')!.textContent).toBe(
      'Please enter a 5-digit ZIP code.',
    );
  });

  it('a field still being typed in is not validated', () => {
    const container = prerenderedValidated();
    const zip = container.querySelector<HTMLInputElement>('#zip_zipcode')!;
    zip.focus();
    zip.value = '123';
    container.querySelector<HTMLInputElement>('#zip_other')!.focus();
    zip.focus(); // back in it: not left any more
    takeOverValidated(container, () => undefined);
    expect(container.querySelector('#zip_zipcode__error')!.textContent).toBe('');
  });

  it('a Skip pressed before the takeover is pressed again by the app', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    const container = prerenderedValidated();
    const skip = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Skip',
    )!;
    skip.click();
    expect(skip.getAttribute('aria-busy')).toBe('true');
    const onSkip = vi.fn();
    takeOverValidated(container, onSkip);
    expect(onSkip).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersToNextFrame());
    expect(onSkip).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});

// Regression (issue 24): a Back pressed before the takeover left the page (the held submit had
// no history entry), and the app then replayed a submit the visitor had taken back.
describe('a Back before the takeover', () => {
  /** A funnel page as the server sends it: `#app` names the step shown. */
  function prerenderedFunnel(): HTMLElement {
    history.replaceState(null, '', '/quiz/medicare?utm_source=x');
    document.body.innerHTML = `<div id="app" data-step="zip">${renderToString(<Step onSubmit={() => undefined} />)}</div>`;
    runEarlyScripts();
    return document.getElementById('app')!;
  }
  const popped = () =>
    new Promise<string>((resolve) => {
      addEventListener('popstate', () => resolve('popstate'), { once: true });
      setTimeout(() => resolve('no popstate'), 500);
    });
  afterEach(() => {
    document.documentElement.removeAttribute('data-early-step-entry');
    document.documentElement.removeAttribute('data-early-back');
  });

  it('a submit held before the app gets an entry of its own: the first step’s URL, marked for the app to write the next step over', () => {
    const container = prerenderedFunnel();
    const before = history.length;
    container.querySelector<HTMLInputElement>('#zip_zipcode')!.value = '90210';
    container.querySelector('form')!.requestSubmit();
    expect(history.length).toBe(before + 1);
    expect(location.pathname + location.search).toBe('/quiz/medicare/zip?utm_source=x');
    expect(onEarlyStepEntry(history.state)).toBe(true);
  });

  it('withdraws the held submit: the page stays, the button is no longer busy, and the app submits nothing', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    const container = prerenderedFunnel();
    const zip = container.querySelector<HTMLInputElement>('#zip_zipcode')!;
    zip.value = '90210';
    container.querySelector('form')!.requestSubmit();
    expect(container.querySelector('button')!.getAttribute('aria-busy')).toBe('true');
    const back = popped();
    history.back();
    expect(await back).toBe('popstate');
    expect(onEarlyStepEntry(history.state)).toBe(false);
    expect(container.querySelector('button')!.hasAttribute('aria-busy')).toBe(false);
    expect(document.documentElement.hasAttribute('data-early-submit')).toBe(false);

    const onSubmit = vi.fn();
    takeOver(container, onSubmit);
    await act(() => vi.advanceTimersToNextFrame());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(container.querySelector<HTMLInputElement>('#zip_zipcode')!.value).toBe('90210');
    vi.useRealTimers();
  });

  it('withdraws a Skip held before the app: the app does not press it', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    history.replaceState(null, '', '/quiz/medicare');
    document.body.innerHTML = `<div id="app" data-step="zip">${renderToString(<ValidatedStep onSkip={() => undefined} />)}</div>`;
    runEarlyScripts();
    const container = document.getElementById('app')!;
    const skip = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Skip',
    )!;
    skip.click();
    expect(onEarlyStepEntry(history.state)).toBe(true);
    const back = popped();
    history.back();
    expect(await back).toBe('popstate');
    expect(skip.hasAttribute('aria-busy')).toBe(false);
    const onSkip = vi.fn();
    const early = watchEarlyInput(container);
    flushSync(() =>
      createRoot(container).render(
        <TakeOver onCommit={() => replayEarlyInput(container, early())}>
          <ValidatedStep onSkip={onSkip} />
        </TakeOver>,
      ),
    );
    await act(() => vi.advanceTimersToNextFrame());
    expect(onSkip).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
