// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DescribedEvent } from '../visit/tracking';
import { startClickTracking } from './clickTracking';

const waiting: (() => DescribedEvent)[] = [];
const recorded = () => waiting.splice(0).map((describe) => describe());

describe('click tracking', () => {
  beforeAll(() => {
    startClickTracking((describe) => waiting.push(describe));
    // jsdom cannot follow links (a tel: one least of all); the tracking listens before this.
    document.addEventListener('click', (event) => event.preventDefault());
  });
  beforeEach(() => {
    waiting.length = 0;
    document.body.innerHTML = '';
    history.replaceState(null, '', '/quiz/medicare/zip');
  });

  it('tracks a button as it was when clicked, though its event is made later', () => {
    document.body.innerHTML = '<button type="button"><span>Show more</span></button>';
    const button = document.querySelector('button')!;
    button.addEventListener('click', () => (button.textContent = 'Show less'));
    button.querySelector('span')!.click();
    expect(recorded()).toEqual([
      { event: 'click', properties: { role: 'button', text: 'Show more' } },
    ]);
  });

  it('resolves a link against the URL of the click, not the one the page moved on to', () => {
    document.body.innerHTML = '<a href="tos?email=ann%40example.com">Terms</a>';
    document.querySelector('a')!.addEventListener('click', (event) => {
      event.preventDefault();
      history.pushState(null, '', '/elsewhere/page');
    });
    document.querySelector('a')!.click();
    expect(recorded()).toEqual([
      {
        event: 'click',
        properties: {
          role: 'link',
          text: 'Terms',
          href: 'http://localhost:3000/quiz/medicare/tos',
        },
      },
    ]);
  });

  it('makes a leased tel: link the call-click conversion', () => {
    document.body.innerHTML =
      '<div data-leased="true"><a href="tel:+1-888-555-0123">Call (888) 555-0123</a></div>';
    document.querySelector('a')!.click();
    expect(recorded()).toEqual([
      {
        event: 'call-click',
        properties: {
          role: 'link',
          text: 'Call (888) 555-0123',
          href: 'tel:+1-888-555-0123',
          phone: '18885550123',
          leased: true,
        },
      },
    ]);
  });

  it('tracks nothing for a click on what is neither a link nor a button', () => {
    document.body.innerHTML = '<p>Just text</p>';
    document.querySelector('p')!.click();
    expect(waiting).toEqual([]);
  });
});
