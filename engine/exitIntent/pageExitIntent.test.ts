import { describe, expect, it } from 'vitest';
import { exitIntentOptionsSchema } from '../../schemas/exitIntentOptions';
import { firesWithoutInput, pageExitIntent } from './pageExitIntent';

const defaults = exitIntentOptionsSchema.parse({});

describe('a page registers the exit-intent popup', () => {
  it('with its own options and callback', () => {
    const options = exitIntentOptionsSchema.parse({
      delaySecondsAndTrigger: 20,
      repeatAfterDays: 7,
    });
    expect(pageExitIntent({ exitIntent: options, onExitIntent: 'offerCall' })).toEqual({
      options,
      callback: 'offerCall',
      showsPopup: true,
    });
  });

  it('on a page without a funnel (a listing, an article) when its config has exitIntent', () => {
    expect(pageExitIntent({ exitIntent: defaults })?.options).toEqual(defaults);
  });

  it('with the defaults of spec section 3 on a funnel page without options', () => {
    expect(pageExitIntent({ form: 'medicare' })).toEqual({
      options: defaults,
      callback: 'offerCall',
      showsPopup: true,
    });
  });

  it('not at all on a page with neither options nor a funnel', () => {
    expect(pageExitIntent({})).toBeUndefined();
    expect(pageExitIntent({ onExitIntent: 'offerCall' })).toBeUndefined();
  });

  it('trackExitIntent only tracks: no popup', () => {
    expect(pageExitIntent({ exitIntent: defaults, onExitIntent: 'trackExitIntent' })).toMatchObject(
      { callback: 'trackExitIntent', showsPopup: false },
    );
  });
});

describe('a popup that fires without the visitor acting', () => {
  const registered = (exitIntent: Record<string, unknown>) =>
    pageExitIntent({ exitIntent: exitIntentOptionsSchema.parse(exitIntent), form: 'medicare' })!;

  it('is one triggered on page load, after a delay or after inactivity', () => {
    expect(firesWithoutInput(registered({ triggerOnPageLoad: true }))).toBe(true);
    expect(firesWithoutInput(registered({ delaySecondsAndTrigger: 5 }))).toBe(true);
    expect(firesWithoutInput(registered({ inactiveSeconds: 30 }))).toBe(true);
  });

  it('is not one triggered by leaving the page or by scrolling, which are the visitor acting', () => {
    expect(firesWithoutInput(registered({}))).toBe(false);
    expect(firesWithoutInput(registered({ scrollPercentageToTrigger: 50 }))).toBe(false);
    expect(firesWithoutInput(pageExitIntent({ form: 'medicare' })!)).toBe(false);
  });
});
