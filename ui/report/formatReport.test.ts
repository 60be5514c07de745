import { describe, expect, it } from 'vitest';
import { formatCount, formatSeconds, formatShare } from './formatReport';

describe('report formatting', () => {
  it('shows shares as percentages with one decimal at most, and a dash for none', () => {
    expect(formatShare(1 / 3)).toBe('33.3%');
    expect(formatShare(0.25)).toBe('25%');
    expect(formatShare(0)).toBe('0%');
    expect(formatShare(null)).toBe('—');
  });
  it('shows durations in seconds, minutes and hours', () => {
    expect(formatSeconds(40)).toBe('40 s');
    expect(formatSeconds(59.6)).toBe('1 min');
    expect(formatSeconds(95.5)).toBe('1 min 36 s');
    expect(formatSeconds(3 * 3600 + 120)).toBe('3 h 2 min');
    expect(formatSeconds(null)).toBe('—');
  });
  it('groups thousands', () => {
    expect(formatCount(12345)).toBe('12,345');
  });
});
