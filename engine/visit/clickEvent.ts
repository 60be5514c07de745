import { withoutPersonalParams } from './urlParams';

/** The part of a DOM element a click event is read from. */
export interface ClickTarget {
  readonly tagName: string;
  getAttribute(name: string): string | null;
  readonly textContent: string | null;
}

/** What click tracking covers (spec section 2: links and buttons). */
export const CLICKABLE_SELECTOR =
  'a[href], button, [role="button"], [role="link"], input[type="submit"], input[type="button"]';

/** Click texts are cut to this many characters: enough to tell buttons apart, never a paragraph. */
export const CLICK_TEXT_MAX_LENGTH = 100;

/** A tracked click: `call-click` (the conversion) for a `tel:` link, `click` otherwise. */
export type ClickEvent =
  | {
      readonly name: 'click';
      readonly properties: { readonly role: string; readonly text: string; readonly href?: string };
    }
  | {
      readonly name: 'call-click';
      readonly properties: {
        readonly role: 'link';
        readonly text: string;
        readonly href: string;
        readonly phone: string;
        readonly leased: boolean;
      };
    };

function roleOf(target: ClickTarget): string {
  const explicit = target.getAttribute('role');
  if (explicit) return explicit;
  return target.tagName.toLowerCase() === 'a' ? 'link' : 'button';
}

function textOf(target: ClickTarget): string {
  const text =
    target.getAttribute('aria-label') ?? target.textContent ?? target.getAttribute('value') ?? '';
  return text.replace(/\s+/g, ' ').trim().slice(0, CLICK_TEXT_MAX_LENGTH);
}

/** The link's address, absolute, without personal query parameters; none for script links. */
function hrefOf(target: ClickTarget, baseUrl: string): URL | undefined {
  const raw = target.getAttribute('href');
  if (raw === null) return undefined;
  try {
    const url = new URL(raw, baseUrl);
    if (url.protocol === 'javascript:') return undefined;
    const rest = withoutPersonalParams(url.search);
    if (rest !== undefined) url.search = rest;
    return url;
  } catch {
    return undefined;
  }
}

/**
 * The event a click on a link or button gives: its role, its text (trimmed, collapsed, capped)
 * and its href. A `tel:` link is the conversion, `call-click`, with the number's digits and
 * whether it was leased for this visitor.
 *
 * @example clickEvent(anchor, { baseUrl: location.href, leased: true }) // { name: 'call-click', properties: { phone: '18885550123', leased: true, … } }
 */
export function clickEvent(
  target: ClickTarget,
  { baseUrl, leased }: { readonly baseUrl: string; readonly leased: boolean },
): ClickEvent {
  const role = roleOf(target);
  const text = textOf(target);
  const href = hrefOf(target, baseUrl);
  if (href?.protocol === 'tel:') {
    return {
      name: 'call-click',
      properties: {
        role: 'link',
        text,
        href: href.href,
        phone: href.pathname.replace(/\D/g, ''),
        leased,
      },
    };
  }
  return { name: 'click', properties: { role, text, ...(href && { href: href.href }) } };
}
