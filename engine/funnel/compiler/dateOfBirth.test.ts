import { describe, expect, it } from 'vitest';
import { isDateOfBirth } from './dateOfBirth';

const NOW = new Date('2026-11-22T12:00:00Z');

describe('a date of birth (spec section 5)', () => {
  it('is accepted in each of the three formats when it is a real date', () => {
    expect(isDateOfBirth('04/12/1955', NOW)).toBe(true);
    expect(isDateOfBirth('25/12/1955', NOW)).toBe(true);
    expect(isDateOfBirth('1955-04-12', NOW)).toBe(true);
    expect(isDateOfBirth('02/29/1956', NOW)).toBe(true);
  });

  // Regression (issue 24): these passed the form and the lead went out without birth_date.
  it('is refused when the calendar has no such day', () => {
    expect(isDateOfBirth('02/30/1955', NOW)).toBe(false);
    expect(isDateOfBirth('99/99/0000', NOW)).toBe(false);
    expect(isDateOfBirth('02/29/1955', NOW)).toBe(false);
    expect(isDateOfBirth('1955-13-01', NOW)).toBe(false);
    expect(isDateOfBirth('April 12', NOW)).toBe(false);
    expect(isDateOfBirth(undefined, NOW)).toBe(false);
  });

  it('is refused when it gives an age outside 0 to 120', () => {
    expect(isDateOfBirth('11/23/1905', NOW)).toBe(true); // 120, 121 tomorrow
    expect(isDateOfBirth('11/22/1905', NOW)).toBe(false); // 121 today
    expect(isDateOfBirth('11/22/2026', NOW)).toBe(true); // born today
    expect(isDateOfBirth('11/23/2026', NOW)).toBe(false); // not born yet
    expect(isDateOfBirth('0001-01-01', NOW)).toBe(false);
  });

  it('counts the day in America/Los_Angeles', () => {
    // 05:00 UTC on the 23rd is still the 22nd in Los Angeles: someone born on the 23rd is not born yet.
    expect(isDateOfBirth('11/23/2026', new Date('2026-11-23T05:00:00Z'))).toBe(false);
    expect(isDateOfBirth('11/23/2026', new Date('2026-11-23T09:00:00Z'))).toBe(true);
  });
});
