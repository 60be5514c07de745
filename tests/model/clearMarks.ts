import { clearMarks } from './coverageFiles';

/** Playwright global setup: a run starts with no marks from an earlier one. */
export default function globalSetup(): void {
  clearMarks();
}
