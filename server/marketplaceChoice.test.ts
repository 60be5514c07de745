import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { chooseMarketplace } from './marketplaceChoice';

const mediaAlpha = {
  MEDIAALPHA_BASE_URL: 'https://marketplace.example',
  MEDIAALPHA_TOKEN: 'secret',
};

describe('the marketplace the server starts with', () => {
  it('production refuses to start on the sandbox unless MARKETPLACE=sandbox says so', () => {
    expect(() => chooseMarketplace(parseEnv({ APP_ENV: 'production' }))).toThrow(
      'APP_ENV=production and no marketplace configured',
    );
    expect(chooseMarketplace(parseEnv({ APP_ENV: 'production', MARKETPLACE: 'sandbox' }))).toBe(
      'sandbox',
    );
  });

  it('production with MediaAlpha configured uses it', () => {
    expect(chooseMarketplace(parseEnv({ APP_ENV: 'production', ...mediaAlpha }))).toBe(
      'mediaalpha',
    );
  });

  it('production with half the MediaAlpha settings is refused too', () => {
    expect(() =>
      chooseMarketplace(
        parseEnv({ APP_ENV: 'production', MEDIAALPHA_BASE_URL: mediaAlpha.MEDIAALPHA_BASE_URL }),
      ),
    ).toThrow('no marketplace configured');
  });

  it('development and preview default to the sandbox', () => {
    expect(chooseMarketplace(parseEnv({}))).toBe('sandbox');
    expect(chooseMarketplace(parseEnv({ APP_ENV: 'preview' }))).toBe('sandbox');
  });

  it('MARKETPLACE=mediaalpha without its settings is refused; MARKETPLACE=sandbox wins over settings', () => {
    expect(() => chooseMarketplace(parseEnv({ MARKETPLACE: 'mediaalpha' }))).toThrow(
      'needs MEDIAALPHA_BASE_URL and MEDIAALPHA_TOKEN',
    );
    expect(chooseMarketplace(parseEnv({ MARKETPLACE: 'sandbox', ...mediaAlpha }))).toBe('sandbox');
  });

  it('a MARKETPLACE of another name stops the start with the variable named', () => {
    expect(() => parseEnv({ MARKETPLACE: 'live' })).toThrow('MARKETPLACE');
  });
});
