// @vitest-environment jsdom
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { pageNotFound, validationFailed, normaliseError } from '../../engine/site/siteError';

vi.mock('virtual:site', () => ({
  siteTable: { pages: [{ path: '/tos', brands: ['m10'] }], brands: [] },
}));
vi.mock('../brands/brand', () => ({
  currentBrand: () => ({
    id: 'm10',
    name: 'Medicare Ten',
    theme: { logoText: 'M10' },
    defaultPhone: '18005550100',
    hours: 'Mon–Fri 8–8',
  }),
}));
const { SiteErrorView } = await import('./SiteErrorView');

function render(error: Parameters<typeof SiteErrorView>[0]['error']): HTMLElement {
  const container = document.createElement('div');
  flushSync(() => createRoot(container).render(<SiteErrorView error={error} />));
  return container;
}

describe('fatal and non-fatal errors render differently (spec sections 2 and 8)', () => {
  it('a non-fatal 404 (an unmatched route) keeps the layout: header with the number, footer, the message in its main', () => {
    const page = render(pageNotFound('/nope'));
    expect(page.querySelector('header.site-header')?.textContent).toContain('1-800-555-0100');
    expect(page.querySelector('footer')).not.toBeNull();
    expect(page.querySelectorAll('main')).toHaveLength(1);
    expect(page.querySelector('main h1')?.textContent).toBe('Page Not Found');
    expect(page.textContent).toContain('Page not found: /nope');
  });

  it('a fatal 404 (a failed validation rule) replaces the page with the error page: no header, no footer', () => {
    const page = render(validationFailed('/quiz/otc/zip?zip_code=1'));
    expect(page.querySelector('header')).toBeNull();
    expect(page.querySelector('footer')).toBeNull();
    expect(page.querySelector('main h1')?.textContent).toBe('Page Not Found');
    expect(page.textContent).toContain('Page Not Found: /quiz/otc/zip?zip_code=1');
  });

  it('an unhandled error is fatal: the error page with its status code, no layout', () => {
    const page = render(normaliseError(new Error('boom')));
    expect(page.querySelector('header')).toBeNull();
    expect(page.querySelector('h1')?.textContent).toBe('Internal Server Error');
    expect(page.textContent).toContain('Error 500');
  });
});
