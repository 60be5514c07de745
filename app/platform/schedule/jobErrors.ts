import { reportError } from '../../site/errorReporting';

/**
 * Reports a scheduled job that threw: one failing job does not keep the others from running.
 * Error reporting imports nothing of the scheduler (app/startApp.tsx schedules its start), so
 * there is no import circle; kept here so the scheduler's own modules name it once.
 */
export function reportJobError(error: unknown): void {
  reportError(error, 'Work after the paint');
}
