/**
 * How Chromium runs here (DEVELOPERS.md, PITFALLS.md): headless Debian Chromium without sandbox,
 * GPU, QUIC or background traffic. Shared by the Playwright configs and the bench.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
