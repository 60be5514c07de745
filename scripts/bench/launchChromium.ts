import type { Browser } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../chromiumFlags';

/**
 * Debian's Chromium (Playwright cannot download its own here) with the flags of PITFALLS.md, in a
 * fresh profile (Playwright's temporary one). `*.localhost` is mapped to 127.0.0.1, where the
 * bench servers listen, so no page pays for a refused `::1` first. With `debuggingPort`, Lighthouse
 * can drive the same browser (it opens its own tab). `hostRules` send more hosts elsewhere (the
 * third parties' stand-ins).
 */
export async function launchChromium(
  debuggingPort?: number,
  hostRules: readonly string[] = [],
): Promise<Browser> {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_FLAGS,
      `--host-resolver-rules=${['MAP *.localhost 127.0.0.1', ...hostRules].join(', ')}`,
      // Only the third parties' stand-ins (./thirdPartyStandIns.ts) have a self-signed certificate.
      ...(hostRules.length > 0 ? ['--ignore-certificate-errors'] : []),
      ...(debuggingPort ? [`--remote-debugging-port=${debuggingPort}`] : []),
    ],
  });
}
