import { siteTable } from 'virtual:site';
import { armRoute } from '../../engine/experiments/armPage';
import { armPayloadFile, pageArm, parseArms } from '../../engine/experiments/assignArm';
import type { ExperimentArms } from '../../schemas/experiment';
import {
  EXPERIMENTS_ATTRIBUTE,
  EXPOSED_EXPERIMENTS_KEY as EXPOSED_KEY,
} from '../../schemas/experimentsAttribute';
import { readJson, writeJson } from '../platform/storedJson';

let arms: ExperimentArms | undefined;
/** The visitor's arms as the server decided them (`<html data-experiments>`); none in the dev server or without a document (the prerender, a test in Node). */
function serverArms(): ExperimentArms {
  arms ??= parseArms(
    typeof document === 'undefined'
      ? null
      : document.documentElement.getAttribute(EXPERIMENTS_ATTRIBUTE),
  );
  return arms;
}

const experiments = () => siteTable.experiments ?? [];

/** The visitor's arm of the experiment on a page (undefined: no experiment there, or not for this visitor). */
function armOfPage(path: string) {
  return pageArm(experiments(), serverArms(), path);
}

/** Where the page's content is fetched: the arm's payload for an arm that changes it, else the page's own. */
export function payloadUrl(path: string): string {
  const inArm = armOfPage(path);
  if (inArm && !inArm.control) return armPayloadFile(path, inArm.experiment.key, inArm.arm.key);
  return path === '/' ? '/_payload.json' : `${path}/_payload.json`;
}

const routes = new WeakMap<object, object>();
/** The page's route as the visitor's arm shows it (another template or funnel); the same object every time. */
export function routeForVisitor<
  Route extends {
    readonly path: string;
    readonly template: string;
    readonly form?: string | undefined;
  },
>(route: Route): Route {
  const inArm = armOfPage(route.path);
  if (!inArm || inArm.control) return route;
  let shown = routes.get(route) as Route | undefined;
  if (!shown) {
    shown = armRoute(route as Route & { template: 'quiz' | 'chat' }, inArm.arm);
    routes.set(route, shown);
  }
  return shown;
}

let exposed: Record<string, string> | undefined;
function exposures(): Record<string, string> {
  if (!exposed) {
    exposed = readJson<Record<string, string>>('local', EXPOSED_KEY, {});
  }
  return exposed;
}

/**
 * Notes that the visitor saw the experiment of the page (if any): `track('experiment-exposure')`
 * runs once per visitor and experiment (remembered in localStorage), and from then on every event
 * carries the arm (`experimentsOfVisit`).
 */
export function exposePageExperiment(
  path: string,
  track: (event: string, properties: Record<string, unknown>) => void,
): void {
  const inArm = armOfPage(path);
  if (!inArm) return;
  const seen = exposures();
  if (seen[inArm.experiment.key] === inArm.arm.key) return;
  seen[inArm.experiment.key] = inArm.arm.key;
  // Storage full or refused: the exposure may be tracked again on another page; the report counts visitors once.
  writeJson('local', EXPOSED_KEY, seen);
  track('experiment-exposure', { experiment: inArm.experiment.key, arm: inArm.arm.key });
}

/** `{ experiments: { key: arm } }`: the arms the visitor has seen of the experiments running now; nothing when none. */
export function experimentsOfVisit(): { experiments?: Record<string, string> } {
  const running = serverArms();
  const seen = exposures();
  const shown = Object.fromEntries(
    Object.entries(seen).filter(([key, arm]) => running[key] === arm),
  );
  return Object.keys(shown).length > 0 ? { experiments: shown } : {};
}
