import { describe, expect, it } from 'vitest';
import { planChromium, type ChromiumSituation } from './chromiumPlan';

const cache = '/home/tester/.cache/ms-playwright';

describe('planChromium', () => {
  const none: ChromiumSituation = {
    found: undefined,
    chromiumPath: undefined,
    playwrightDir: cache,
    isRoot: true,
    hasApt: true,
  };

  it('uses the browser found', () => {
    const found = { path: '/usr/bin/chromium', source: 'Debian' } as const;
    expect(planChromium({ ...none, found })).toEqual({ action: 'use', chromium: found });
  });

  it('installs Debian’s chromium with apt as root', () => {
    expect(planChromium(none)).toEqual({
      action: 'install',
      commands: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', 'chromium'],
      ],
    });
  });

  it('stops without root, saying what to install and how to point CHROMIUM_PATH at it', () => {
    const plan = planChromium({ ...none, isRoot: false });
    expect(plan.action).toBe('stop');
    const message = plan.action === 'stop' ? plan.message : '';
    expect(message).toContain('installing one needs root');
    expect(message).toContain('sudo apt-get update && sudo apt-get install -y chromium');
    expect(message).toContain('npx playwright install chromium');
    expect(message).toContain('export CHROMIUM_PATH=');
    expect(message).toContain(cache);
  });

  it('stops without apt, pointing to the system’s package manager or Playwright', () => {
    const plan = planChromium({ ...none, hasApt: false });
    const message = plan.action === 'stop' ? plan.message : '';
    expect(message).toContain('apt-get is not available');
    expect(message).not.toContain('apt-get install');
    expect(message).toContain('npx playwright install chromium');
  });

  it('stops on a CHROMIUM_PATH that names no file, even as root with apt', () => {
    const plan = planChromium({ ...none, chromiumPath: '/opt/missing' });
    expect(plan).toMatchObject({
      action: 'stop',
      message: expect.stringContaining('CHROMIUM_PATH is /opt/missing'),
    });
  });
});
