import { legal } from 'virtual:content/legal';
import type { Language } from '../copy/uiCopy';

/**
 * The footer's legal disclosure with the brand's name: content, in
 * campaigns/content/legal.<language>.json (not UI copy, engine/copy/).
 *
 * @example legalDisclosure('english', 'Medicare 10') // 'Medicare 10 is a marketing service, …'
 */
export function legalDisclosure(language: Language, brandName: string): string {
  return legal[language].disclosure.replaceAll('{brand}', brandName);
}
