// First step of `npm run test:e2e`: make sure a Chromium is there for Playwright (the same
// discovery playwright.config.ts uses), installing Debian's when it can, else stopping with what
// to install.
import { spawnSync } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { planChromium } from './chromiumPlan';
import { findChromium, playwrightBrowsersDir, systemProbe } from './findChromium';

const probe = systemProbe();
const onPath = (command: string) =>
  (probe.env.PATH ?? '').split(delimiter).some((dir) => dir && probe.exists(join(dir, command)));

function situation() {
  return {
    found: findChromium(probe),
    chromiumPath: probe.env.CHROMIUM_PATH || undefined,
    playwrightDir: playwrightBrowsersDir(probe),
    isRoot: process.getuid?.() === 0,
    hasApt: onPath('apt-get'),
  };
}

let plan = planChromium(situation());
if (plan.action === 'install') {
  console.log("No Chromium found: installing Debian's chromium (apt-get)…");
  for (const [command, ...args] of plan.commands) {
    const result = spawnSync(command!, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      console.error(
        `\`${[command, ...args].join(' ')}\` failed (exit ${result.status ?? result.signal}). Install Chromium yourself, or set CHROMIUM_PATH to one.`,
      );
      process.exit(1);
    }
  }
  plan = planChromium({ ...situation(), isRoot: false });
}
if (plan.action !== 'use') {
  console.error(
    plan.action === 'stop' ? plan.message : 'Chromium is still missing after installing it.',
  );
  process.exit(1);
}
console.log(`Chromium for the browser tests: ${plan.chromium.path} (${plan.chromium.source})`);
