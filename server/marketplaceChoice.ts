import type { ServerEnv } from './env';

type MarketplaceSettings = Pick<
  ServerEnv,
  'APP_ENV' | 'MARKETPLACE' | 'MEDIAALPHA_BASE_URL' | 'MEDIAALPHA_TOKEN'
>;

/**
 * Which ad marketplace the server uses: MediaAlpha when configured (MEDIAALPHA_BASE_URL and
 * MEDIAALPHA_TOKEN), else the local sandbox. Production never runs on the sandbox by accident:
 * with APP_ENV=production and no MediaAlpha settings the start is refused unless
 * MARKETPLACE=sandbox says so. MARKETPLACE=mediaalpha without its settings is refused anywhere.
 *
 * @example chooseMarketplace({ APP_ENV: 'development' }) // 'sandbox'
 */
export function chooseMarketplace(env: MarketplaceSettings): 'sandbox' | 'mediaalpha' {
  const configured = env.MEDIAALPHA_BASE_URL !== undefined && env.MEDIAALPHA_TOKEN !== undefined;
  if (env.MARKETPLACE === 'sandbox') return 'sandbox';
  if (configured) return 'mediaalpha';
  if (env.MARKETPLACE === 'mediaalpha')
    throw new Error('MARKETPLACE=mediaalpha needs MEDIAALPHA_BASE_URL and MEDIAALPHA_TOKEN.');
  if (env.APP_ENV === 'production')
    throw new Error(
      'APP_ENV=production and no marketplace configured: set MEDIAALPHA_BASE_URL and MEDIAALPHA_TOKEN, or MARKETPLACE=sandbox to run production on the sandbox on purpose.',
    );
  return 'sandbox';
}
