import type { ExitIntentOptions } from '../../schemas/exitIntentOptions';
import { pageExitIntent, type ExitIntentPageConfig } from './pageExitIntent';

/** What a page's inline exit-intent script needs: the page's name and its popup's options. */
export interface EarlyExitIntent {
  readonly page: string;
  readonly options: ExitIntentOptions;
}

/**
 * The page's early exit intent when its popup listens before the app mounts (`setupBeforeMount`,
 * spec section 3) and shows something (`offerCall`); undefined otherwise.
 *
 * @example listensBeforeMount({ name: 'grocery', form: 'grocery', exitIntent: { ...defaults, setupBeforeMount: true } })
 * // { page: 'grocery', options: { …, setupBeforeMount: true } }
 */
export function listensBeforeMount(
  page: ExitIntentPageConfig & { readonly name: string },
): EarlyExitIntent | undefined {
  const registration = pageExitIntent(page);
  if (!registration?.options.setupBeforeMount || !registration.showsPopup) return undefined;
  return { page: page.name, options: registration.options };
}
