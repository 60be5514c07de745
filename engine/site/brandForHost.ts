import type { Brand } from '../../schemas/brand';

/**
 * The brand a host name serves (DESIGN.md section 5): a brand's configured host names, else
 * `<brand id>.localhost` (every brand previewed on one machine), else the fallback (`BRAND`).
 * The port, a trailing dot and letter case do not matter.
 *
 * @example brandForHost(brands, 'bh.localhost:3000', 'm10').id // 'bh'
 */
export function brandForHost(
  brands: readonly Brand[],
  host: string | undefined,
  fallbackId: string,
): Brand {
  const known = knownBrandForHost(brands, host, { previewHosts: true });
  if (known) return known;
  const fallback = brands.find((brand) => brand.id === fallbackId) ?? brands[0];
  if (!fallback) throw new Error('No brand is configured (campaigns/brands.json is empty).');
  return fallback;
}

/**
 * The brand a host name names, without a fallback: a brand's configured host names, and with
 * `previewHosts` also `<brand id>.localhost`. Production serves only configured hosts (an unknown
 * host is refused), so it asks with `previewHosts: false`.
 *
 * @example knownBrandForHost(brands, 'bh.localhost', { previewHosts: false }) // undefined
 */
export function knownBrandForHost(
  brands: readonly Brand[],
  host: string | undefined,
  { previewHosts }: { readonly previewHosts: boolean },
): Brand | undefined {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const configured = brands.find((brand) => brand.hosts.includes(name));
  if (configured || !previewHosts) return configured;
  const preview = /^([a-z0-9]+)\.localhost$/.exec(name);
  return (preview && brands.find((brand) => brand.id === preview[1])) || undefined;
}
