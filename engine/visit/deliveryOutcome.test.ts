import { describe, expect, it } from 'vitest';
import { deliveryOutcome } from './deliveryOutcome';

const now = Date.UTC(2026, 10, 22, 10);

describe('deliveryOutcome', () => {
  it.each([
    ['a network error', 'network-error' as const, { kind: 'retry' }],
    ['201', { status: 201 }, { kind: 'delivered' }],
    ['413', { status: 413 }, { kind: 'split', reason: 'too-large' }],
    [
      '429 with Retry-After',
      { status: 429, retryAfter: '3' },
      { kind: 'retry', status: 429, retryAfterMs: 3_000 },
    ],
    ['503', { status: 503 }, { kind: 'retry', status: 503 }],
    ['401', { status: 401 }, { kind: 'retry', status: 401 }],
    [
      '400 naming events',
      {
        status: 400,
        body: { error: 'x', invalidEvents: [{ index: 2, id: null, error: 'timestamp: bad' }] },
      },
      { kind: 'rejected', invalid: [{ index: 2, error: 'timestamp: bad' }] },
    ],
    [
      '400 naming none',
      { status: 400, body: { error: 'The body is not valid JSON.' } },
      { kind: 'split', reason: 'refused', error: 'The body is not valid JSON.' },
    ],
    [
      '400 naming an index outside the batch',
      { status: 400, body: { invalidEvents: [{ index: 9, error: 'x' }] } },
      { kind: 'split', reason: 'refused' },
    ],
    ['422 without a body', { status: 422 }, { kind: 'split', reason: 'refused' }],
  ])('reads %s', (_name, answer, expected) => {
    expect(deliveryOutcome(answer, 3, now)).toEqual(expected);
  });
});
