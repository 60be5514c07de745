import { describe, expect, it } from 'vitest';
import { boundedRaw, RAW_ANSWER_MAX_BYTES } from './boundedRaw';

describe("a provider's raw answer in an event", () => {
  it('is carried as it is when it fits', () => {
    const raw = { parsed: { ctc: { ev: 7.5 } }, ads: [{ id: 1 }] };
    expect(boundedRaw(raw)).toBe(raw);
    expect(boundedRaw(null)).toBeNull();
    expect(boundedRaw(undefined)).toBeNull();
  });

  it('is cut to the bound with a truncated marker when it does not', () => {
    const raw = {
      ads: Array.from({ length: 500 }, (_, id) => ({ id, headline: 'Compare plans near you' })),
    };
    const bounded = boundedRaw(raw) as { truncated: boolean; bytes: number; json: string };
    expect(bounded.truncated).toBe(true);
    expect(bounded.bytes).toBe(JSON.stringify(raw).length);
    expect(bounded.json.length).toBe(RAW_ANSWER_MAX_BYTES);
    expect(JSON.stringify(raw).startsWith(bounded.json)).toBe(true);
  });

  it('never cuts a character in two', () => {
    const bounded = boundedRaw('ééééé', 4) as { json: string };
    // '"' (1 byte) then 'é' (2 bytes each): 4 bytes hold '"é' and half an é, which is dropped.
    expect(bounded.json).toBe('"é');
  });
});
