import { carriers as byLanguage } from 'virtual:content/carriers';
import type { CarrierSummary } from '../schemas/siteContent';
import type { CarrierId } from '../schemas/pageComponents';

/**
 * The carriers pages may show (schemas/pageComponents.ts lists their ids), in each language: the
 * words are content, in `campaigns/content/carriers.<language>.json`, checked when the site builds.
 */
export const carriers: Readonly<
  Record<'english' | 'spanish', Readonly<Record<CarrierId, CarrierSummary>>>
> = byLanguage;
