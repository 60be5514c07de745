import { en } from './en';
import { es } from './es';
import type { Language, UiCopy } from './uiCopy';

const byLanguage: Readonly<Record<Language, UiCopy>> = { english: en, spanish: es };

/**
 * Every word the site's code writes, in the page's (or funnel's) language.
 *
 * @example copyFor('spanish').funnel.continue // 'Continuar'
 */
export function copyFor(language: Language): UiCopy {
  return byLanguage[language];
}
