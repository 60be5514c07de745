type Reporter = (error: unknown, what: string) => void;

/** Until error reporting has said where reports go: the console (what it does itself without a DSN). */
let reporter: Reporter = (error, what) => console.warn(`${what}:`, error);

/**
 * Sends the errors of scheduled jobs to `report` (app/site/errorReporting.ts registers itself):
 * the scheduler sits below error reporting, which schedules its own start, so it is told rather
 * than importing it (no import circle).
 */
export function reportJobErrorsWith(report: Reporter): void {
  reporter = report;
}

/** Reports a job that threw: one failing job does not keep the others from running. */
export function reportJobError(error: unknown): void {
  reporter(error, 'Work after the paint');
}
