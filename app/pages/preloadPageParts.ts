import type { TemplateName } from '../../schemas/campaignPage';
import { QuizPage } from './templates/PageFunnel';
import { preloadTemplate } from './templates/templates';

/**
 * The chunks a page renders with (its template, the funnel's renderer), loaded before the page
 * is shown: the first render then suspends nowhere, so a prerendered page is replaced by the
 * same markup in one commit and a client navigation shows no placeholder.
 */
export async function preloadPageParts(
  template: TemplateName,
  form: string | undefined,
): Promise<void> {
  await Promise.all([preloadTemplate(template), form ? QuizPage.preload() : undefined]);
}
