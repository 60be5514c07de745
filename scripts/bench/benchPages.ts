// `npm run bench`, one section: our pages beside two floors built with the same toolchain (an
// HTML-only page and a React 19 page with plain forms, bench/floors/), in one run on one machine:
// Lighthouse (median of 3) and the step change (median of 10 at 4x CPU, or BENCH_CLICK_RUNS), then
// our ratio to each floor. Needs a build of the site (`npm run build`, or BENCH_SITE_DIR=<a build
// folder> with its <folder>-server beside it: the prerendered pages live there).
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createApp } from '../../server/createApp';
import { openDatabase } from '../../server/db/openDatabase';
import { buildFloor } from './buildFloor';
import { clickRunsFrom } from './clickRuns';
import { launchChromium } from './launchChromium';
import { lighthouseMedians } from './lighthouseMedians';
import { listen, serveFloor, type Listening } from './listen';
import { firstContinueOnce } from './measureFirstContinue';
import { stepChangeOnce, stepChangeTimes, type ClickTimes } from './measureStepChange';
import { printPagesTable, type PageFigures } from './printPagesTable';
import { startThirdPartyStandIns } from './thirdPartyStandIns';

/** A page measured: where it is and whether it is a medicare quiz's ZIP step (clickable). */
interface Target {
  readonly label: string;
  readonly url: string;
  readonly clicks: boolean;
}

// A paid landing page of an auto brand (template quiz, indexable, every brand) and the medicare
// quiz on the medicare brand (tqg does not carry it). Only the URLs are assumed, not the markup.
const LANDING = { host: 'tqg', path: '/compare-auto' };
const QUIZ = { host: 'm10', path: '/quiz/medicare/zip' };

/** A port nobody listens on now, for Chromium's DevTools endpoint (Lighthouse connects to it). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Builds the floors, serves them and our site, measures the four pages and prints the table. */
export async function benchPages(): Promise<void> {
  const siteDir = process.env.BENCH_SITE_DIR ?? 'dist';
  if (!existsSync(join(siteDir, 'index.html'))) {
    console.log(
      `pages: skipped (no build in ${siteDir}/; run npm run build or set BENCH_SITE_DIR)`,
    );
    return;
  }
  const clickRuns = clickRunsFrom(process.env.BENCH_CLICK_RUNS);
  console.log(
    `pages: building the floors, then ${clickRuns} clicks per page in turns and Lighthouse x3 (several minutes)`,
  );
  const floorDirs: string[] = [];
  const servers: Listening[] = [];
  const database = await openDatabase({ dataDir: 'memory://' });
  const debuggingPort = await freePort();
  const standIns = await startThirdPartyStandIns();
  servers.push(standIns);
  const browser = await launchChromium(debuggingPort, standIns.hostRules);
  try {
    floorDirs.push(await buildFloor('html'));
    floorDirs.push(await buildFloor('react'));
    const htmlFloor = await serveFloor(floorDirs[0]!);
    servers.push(htmlFloor);
    const reactFloor = await serveFloor(floorDirs[1]!);
    servers.push(reactFloor);
    const site = await listen(createApp({ db: database.db, staticDir: siteDir }).fetch);
    servers.push(site);
    const targets: Target[] = [
      { label: 'HTML floor', url: `http://127.0.0.1:${htmlFloor.port}/`, clicks: true },
      { label: 'React floor', url: `http://127.0.0.1:${reactFloor.port}/`, clicks: true },
      {
        label: `landing ${LANDING.host}${LANDING.path}`,
        url: `http://${LANDING.host}.localhost:${site.port}${LANDING.path}`,
        clicks: false,
      },
      {
        label: `quiz ${QUIZ.host}${QUIZ.path}`,
        url: `http://${QUIZ.host}.localhost:${site.port}${QUIZ.path}`,
        clicks: true,
      },
    ];
    // One unmeasured visit each, so no page pays for a cold server (first compile, first read).
    const warm = await browser.newPage();
    for (const { url } of targets) await warm.goto(url, { waitUntil: 'networkidle' });
    await warm.close();
    // The clicks are measured in turns (each page once, then each again): this host's speed
    // drifts within minutes, and ten runs of one page then ten of another would put the drift
    // into the ratios.
    const clicking = targets.filter((target) => target.clicks);
    const stepChanges = new Map<string, ClickTimes[]>(clicking.map(({ url }) => [url, []]));
    const firstContinues = new Map<string, ClickTimes[]>(clicking.map(({ url }) => [url, []]));
    for (let run = 0; run < clickRuns; run += 1)
      for (const { url } of clicking) {
        stepChanges.get(url)!.push(await stepChangeOnce(browser, url));
        firstContinues.get(url)!.push(await firstContinueOnce(browser, url));
      }
    const results: PageFigures[] = [];
    for (const { label, url, clicks } of targets) {
      results.push({
        label,
        lighthouse: await lighthouseMedians(url, debuggingPort),
        stepChange: clicks ? stepChangeTimes(stepChanges.get(url)!) : undefined,
        firstContinue: clicks ? stepChangeTimes(firstContinues.get(url)!) : undefined,
      });
    }
    const [html, react, ...ours] = results;
    printPagesTable({ html: html!, react: react! }, ours);
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
    await database.close();
    await Promise.all(floorDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}
