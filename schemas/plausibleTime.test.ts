import { describe, expect, it } from 'vitest';
import { plausibleDateTime } from './plausibleTime';

const now = () => Date.parse('2026-11-25T12:00:00Z');
const timestamp = plausibleDateTime('timestamp', { now });
const messages = (value: string) => {
  const result = timestamp.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('plausibleDateTime', () => {
  it('takes 2000-01-01 up to a day past the clock, with offsets', () => {
    expect(messages('2000-01-01T00:00:00Z')).toEqual([]);
    expect(messages('2026-11-26T12:00:00Z')).toEqual([]);
    expect(messages('2026-11-26T13:30:00+01:30')).toEqual([]);
  });

  it('refuses year 0000, the 1990s and more than a day ahead, naming the field', () => {
    const bound = "timestamp must lie between 2000-01-01 and a day past the server's clock.";
    expect(messages('0000-01-01T00:00:00Z')).toEqual([bound]);
    expect(messages('1999-12-31T23:59:59.999Z')).toEqual([bound]);
    expect(messages('2026-11-26T12:00:00.001Z')).toEqual([bound]);
  });

  it('says only that a non-date is not a date', () => {
    expect(messages('yesterday')).toHaveLength(1);
  });
});
