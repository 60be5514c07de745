// `npm run bench`, one section: a step change in a real browser (Continue pressed → the next
// question painted) at 4x CPU throttling (a cheap phone). Needs a build (`npm run build`).
import { existsSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createApp } from '../../server/createApp';
import { openDatabase } from '../../server/db/openDatabase';

export async function benchStepChange() {
  if (!existsSync('dist/index.html')) {
    console.log('step change: skipped (no build; run npm run build first)');
  } else {
    const { chromium } = await import('@playwright/test');
    const database = await openDatabase({ dataDir: 'memory://' });
    const server = serve({
      fetch: createApp({ db: database.db, staticDir: 'dist' }).fetch,
      port: 0,
      hostname: '127.0.0.1',
    });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const page = await browser.newPage();
    await (
      await page.context().newCDPSession(page)
    ).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const MEASURE_STEP_CHANGE = `new Promise((resolve) => {
      const started = performance.now();
      const painted = () => {
        if (document.querySelector('h1')?.textContent?.startsWith('Do you have Medicare')) requestAnimationFrame(() => resolve(performance.now() - started));
        else requestAnimationFrame(painted);
      };
      document.querySelector('button[type="submit"]').click();
      requestAnimationFrame(painted);
    })`;
    const times: number[] = [];
    for (let run = 0; run < 7; run += 1) {
      await page.goto(`http://127.0.0.1:${port}/quiz/medicare/zip`);
      await page.getByLabel('ZIP code', { exact: true }).fill('90210');
      // A string, not a function: tsx would add helpers the page does not have.
      times.push(await page.evaluate<number>(MEASURE_STEP_CHANGE));
      await page.evaluate('localStorage.clear()');
    }
    times.sort((a, b) => a - b);
    console.log(
      `step change (4x CPU throttling)  median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms   min ${times[0]!.toFixed(0)} ms   max ${times.at(-1)!.toFixed(0)} ms   (${times.length} runs)`,
    );
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  }
}
