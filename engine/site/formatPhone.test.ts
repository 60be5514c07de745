import { describe, expect, it } from 'vitest';
import { formatPhone } from './formatPhone';

describe('formatPhone', () => {
  it.each([
    ['18005550100', '1-800-555-0100', 'tel:+18005550100'],
    ['(800) 555-0100', '1-800-555-0100', 'tel:+18005550100'],
    ['+1 844 555 0123 9', '1-844-555-01239', 'tel:+184455501239'],
  ])('groups %s as 1-3-3-rest', (input, text, href) => {
    expect(formatPhone(input)).toEqual({ text, href });
  });
});
