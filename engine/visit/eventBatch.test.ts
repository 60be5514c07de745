import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { takeBatch, utf8ByteLength } from './eventBatch';

const item = (json: string) => ({ json, bytes: utf8ByteLength(json) });

describe('utf8ByteLength', () => {
  it('equals what TextEncoder produces, for any text', () => {
    // 'binary' strings include unpaired surrogates, which a request body sends as U+FFFD.
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length);
      }),
    );
  });
});

describe('takeBatch', () => {
  it('takes the oldest items that fit, and its body weighs what it says', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 50 }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 2, max: 400 }),
        (texts, maxEvents, maxBytes) => {
          const items = texts.map((text) => item(JSON.stringify(text)));
          const batch = takeBatch(items, { maxEvents, maxBytes });
          if (!batch) {
            expect(items.length === 0 || items[0]!.bytes + 2 > maxBytes).toBe(true);
            return;
          }
          expect(batch.items).toEqual(items.slice(0, batch.items.length));
          expect(batch.items.length).toBeLessThanOrEqual(maxEvents);
          expect(batch.bytes).toBe(new TextEncoder().encode(batch.body).length);
          expect(batch.bytes).toBeLessThanOrEqual(maxBytes);
          expect(JSON.parse(batch.body)).toEqual(texts.slice(0, batch.items.length));
          const next = items[batch.items.length];
          if (next && batch.items.length < maxEvents)
            expect(batch.bytes + 1 + next.bytes).toBeGreaterThan(maxBytes);
        },
      ),
    );
  });
});
