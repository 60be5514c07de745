import { siteTable } from 'virtual:site';
import { brandForHost } from '../../engine/site/brandForHost';
import type { Brand } from '../../schemas/brand';

export type { Brand };

let resolved: Brand | undefined;

/**
 * The brand this page is served for. The server decides it from the host name and writes it
 * on `<html data-brand>`, so both agree; without it (the Vite dev server) the same rule runs
 * here on `location.host`, with m10 as the fallback brand.
 */
export function currentBrand(): Brand {
  if (resolved) return resolved;
  if (typeof document === 'undefined')
    throw new Error('No brand yet: the prerenderer sets one with renderingForBrand().');
  const fromServer = document.documentElement.dataset.brand;
  const brand =
    siteTable.brands.find((candidate) => candidate.id === fromServer) ??
    brandForHost(siteTable.brands, location.host, 'm10');
  resolved = brand;
  return brand;
}

/** The prerenderer (app/prerender/) renders every page once per brand, outside a browser. */
export function renderingForBrand(brand: Brand): void {
  resolved = brand;
}

/** The deployment environment the server announced (`<html data-env>`): preview pages are noindex. */
export function appEnv(): 'development' | 'preview' | 'production' {
  if (typeof document === 'undefined') return 'production';
  const env = document.documentElement.dataset.env;
  return env === 'preview' || env === 'production' ? env : 'development';
}
