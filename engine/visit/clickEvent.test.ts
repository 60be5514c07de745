import { describe, expect, it } from 'vitest';
import { CLICK_TEXT_MAX_LENGTH, clickEvent, type ClickTarget } from './clickEvent';

const element = (
  tagName: string,
  attributes: Record<string, string>,
  textContent: string | null = null,
): ClickTarget => ({
  tagName,
  textContent,
  getAttribute: (name) => attributes[name] ?? null,
});
const base = { baseUrl: 'https://m10.example/quiz/medicare/zip', leased: false };

describe('clickEvent', () => {
  it('reads a button: role, trimmed text, no href', () => {
    expect(clickEvent(element('BUTTON', { type: 'submit' }, '\n   Continue  \n'), base)).toEqual({
      name: 'click',
      properties: { role: 'button', text: 'Continue' },
    });
  });

  it('reads a link: an absolute href without personal parameters', () => {
    expect(
      clickEvent(
        element('A', { href: '/quiz/auto?utm_source=x&phone=5551234567' }, 'Auto  quotes'),
        base,
      ),
    ).toEqual({
      name: 'click',
      properties: {
        role: 'link',
        text: 'Auto quotes',
        href: 'https://m10.example/quiz/auto?utm_source=x',
      },
    });
  });

  it('prefers an explicit role and the accessible name, and caps long texts', () => {
    const long = 'word '.repeat(100);
    const event = clickEvent(element('DIV', { role: 'button', 'aria-label': long }), base);
    expect(event.properties.role).toBe('button');
    expect(event.properties.text).toHaveLength(CLICK_TEXT_MAX_LENGTH);
    expect(clickEvent(element('A', { href: 'javascript:void(0)' }, 'x'), base)).toEqual({
      name: 'click',
      properties: { role: 'link', text: 'x' },
    });
  });

  it('makes a tel: link the call-click conversion, with the number and whether it was leased', () => {
    expect(
      clickEvent(element('A', { href: 'tel:+18885550123' }, '1-888-555-0123'), {
        ...base,
        leased: true,
      }),
    ).toEqual({
      name: 'call-click',
      properties: {
        role: 'link',
        text: '1-888-555-0123',
        href: 'tel:+18885550123',
        phone: '18885550123',
        leased: true,
      },
    });
  });
});
