import type { CallCopy } from '../call/callCopy';
import type { ChatCopy } from '../funnel/chat/chatCopy';
import type { FunnelCopy } from '../funnel/compiler/copy';
import type { ListingCopy } from '../listing/listingCopy';
import type { OptOutCopy } from '../site/optOutCopy';
import type { SiteCopy } from '../site/siteCopy';
import type { TemplateCopy } from '../site/templateCopy';

/** The languages the site writes in: a page's and a funnel's `language`. */
export type Language = 'english' | 'spanish';

/**
 * Every word the site's code writes itself, in one language (engine/copy/en.ts, engine/copy/es.ts):
 * one part per area, each area's shape declared beside the code that reads it. A page's and a
 * funnel's own words are content (campaigns/, funnels/), not here.
 */
export interface UiCopy {
  /** The step form, the engine's refusals, progress, the call-to-action, the exit popup. */
  readonly funnel: FunnelCopy;
  /** The chat renderer's own words (its questions are the funnel's). */
  readonly chat: ChatCopy;
  /** The click-to-call page around its number. */
  readonly call: CallCopy;
  /** The offer listing around the ads. */
  readonly listing: ListingCopy;
  /** The page frame: header, footer, the legal disclosure. */
  readonly site: SiteCopy;
  /** The opt-out form. */
  readonly optOut: OptOutCopy;
  /** The article, legal, index, home and showcase templates and their components. */
  readonly template: TemplateCopy;
}
