// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { bidTokenMachine, type BidToken } from '../../engine/effects/bidTokenMachine';

vi.mock('../platform/http', () => ({ api: {} }));
vi.mock('./reportCallFailure', () => ({ reportCallFailure: () => undefined }));
vi.mock('./visit', () => ({
  lookUpIp: () => Promise.resolve(undefined),
  visitContext: () => ({}),
}));
const { watchBidTokenTyping } = await import('./bidToken');

// Spec section 4 and 9, written out: any change of the listed fields sets the expiry to 10 s from now.
const EXPIRY_AFTER_FORM_CHANGE_MS = 10_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function typeInto(name: string, text: string): void {
  const input = document.createElement('input');
  input.name = name;
  document.body.append(input);
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the bid token while the visitor types', () => {
  it('typing in a listed field (the ZIP code) moves the expiry to 10 s from that keystroke, before any submit', async () => {
    const actor = createActor(
      bidTokenMachine.provide({
        actors: {
          refresh: fromPromise<BidToken, { ip: string }>(() =>
            Promise.resolve({ token: 't1', expirationDate: Date.now() + 600_000 }),
          ),
        },
      }),
    ).start();
    actor.send({ type: 'IP_KNOWN', ip: '203.0.113.7' });
    await vi.advanceTimersByTimeAsync(0);
    const stop = watchBidTokenTyping(document, () => actor.send({ type: 'FORM_CHANGED' }));
    await vi.advanceTimersByTimeAsync(1_500);
    typeInto('root_firstName', 'Ann');
    expect(actor.getSnapshot().context.expirationDate).toBe(
      Date.parse('2026-11-22T12:00:00Z') + 600_000,
    );
    typeInto('root_zipcode', '9021');
    expect(actor.getSnapshot().context.expirationDate).toBe(
      Date.now() + EXPIRY_AFTER_FORM_CHANGE_MS,
    );
    stop();
    actor.stop();
  });

  it('hears each answer once: a radio chosen fires `input`, and leaving a typed field (`change`) is no new answer', () => {
    const changes: number[] = [];
    const stop = watchBidTokenTyping(document, () => changes.push(Date.now()));
    typeInto('root_zipcode', '90210');
    document.querySelector('input')!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(changes).toHaveLength(1);
    const radio = document.createElement('input');
    radio.type = 'radio';
    radio.name = 'root_haveMedicare';
    document.body.append(radio);
    radio.click();
    expect(changes).toHaveLength(2);
    stop();
  });

  it('stops listening when asked', () => {
    const changes: number[] = [];
    const stop = watchBidTokenTyping(document, () => changes.push(Date.now()));
    typeInto('root_dob', '01/01/1950');
    stop();
    typeInto('root_dob', '01/01/1951');
    expect(changes).toHaveLength(1);
  });
});
