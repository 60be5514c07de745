import { existsSync, readFileSync } from 'node:fs';
import type { Context } from 'hono';
import { brandForHost, knownBrandForHost } from '../engine/site/brandForHost';
import { brandsFileSchema, type Brand } from '../schemas/brand';

/** The brands of `campaigns/brands.json` (validated), or none when the file is missing. */
export function loadBrands(file = 'campaigns/brands.json'): readonly Brand[] {
  if (!existsSync(file)) return [];
  return brandsFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * The brand of a request by its `Host`. In production only a brand's configured host names count
 * (no `<brand>.localhost`, no fallback: `undefined`, which the server answers with 421); elsewhere
 * a preview host or the fallback brand (`BRAND`).
 *
 * @example const brandOf = requestBrand(loadBrands(), { production: false, fallbackBrand: 'm10' }); brandOf(c)?.placementId
 */
export function requestBrand(
  brands: readonly Brand[],
  { production, fallbackBrand }: { readonly production: boolean; readonly fallbackBrand: string },
) {
  return (c: Context): Brand | undefined => {
    const host = c.req.header('host');
    if (production) return knownBrandForHost(brands, host, { previewHosts: false });
    return brands.length === 0 ? undefined : brandForHost(brands, host, fallbackBrand);
  };
}
