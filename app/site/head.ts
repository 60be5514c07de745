import type { Brand } from '../../schemas/brand';

/** What a page puts in `<head>`; the server writes the same for the first load (server/pageHead.ts). */
export interface PageHead {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  readonly lang: 'en' | 'es';
  readonly noindex: boolean;
  readonly favicon: string;
}

function meta(selector: string, create: () => HTMLElement): HTMLElement {
  const existing = document.head.querySelector<HTMLElement>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

function link(rel: string): HTMLLinkElement {
  return meta(`link[rel="${rel}"]`, () =>
    Object.assign(document.createElement('link'), { rel }),
  ) as HTMLLinkElement;
}

/** Applies a page's head on client navigation (title, description, canonical, lang, robots, favicon). */
export function applyHead(head: PageHead): void {
  document.title = head.title;
  document.documentElement.lang = head.lang;
  meta('meta[name="description"]', () =>
    Object.assign(document.createElement('meta'), { name: 'description' }),
  ).setAttribute('content', head.description);
  link('canonical').href = head.canonical;
  link('icon').href = head.favicon;
  const robots = document.head.querySelector('meta[name="robots"]');
  if (head.noindex)
    meta('meta[name="robots"]', () =>
      Object.assign(document.createElement('meta'), { name: 'robots' }),
    ).setAttribute('content', 'noindex, nofollow');
  else robots?.remove();
}

/** The brand's colours as CSS custom properties on `<html>` (the server inlines the same). */
export function applyBrandTheme(brand: Brand): void {
  const style = document.documentElement.style;
  style.setProperty('--brand-primary', brand.theme.primary);
  style.setProperty('--brand-on-primary', brand.theme.onPrimary);
  style.setProperty('--brand-accent', brand.theme.accent);
  document.documentElement.dataset.brand = brand.id;
}
