import type { ArmChanges } from '../../schemas/experiment';
import type { PagePayload, PageRoute } from '../../schemas/siteTable';

/**
 * A page's route as an arm shows it: another template or funnel when the arm changes them.
 *
 * @example
 * armRoute(route, { key: 'chat', weight: 1, template: 'chat' }).template; // 'chat'
 */
export function armRoute<Route extends Pick<PageRoute, 'template' | 'form'>>(
  route: Route,
  arm:
    | { readonly template?: 'quiz' | 'chat' | undefined; readonly form?: string | undefined }
    | undefined,
): Route {
  if (!arm || (arm.template === undefined && arm.form === undefined)) return route;
  return {
    ...route,
    ...(arm.template !== undefined && { template: arm.template }),
    ...(arm.form !== undefined && { form: arm.form }),
  };
}

/**
 * A page's content as an arm shows it: its copy, image, template and funnel replaced by the arm's
 * (the body already compiled from the arm's Markdown).
 */
export function armPayload(
  payload: PagePayload,
  changes: ArmChanges,
  body: PagePayload['body'] | undefined,
): PagePayload {
  const { body: _markdown, ...rest } = changes;
  return { ...payload, ...rest, ...(body !== undefined && { body }) };
}
