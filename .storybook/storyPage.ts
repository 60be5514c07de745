import { brands } from './storyGlobals';
import { siteCopy } from '../engine/site/siteCopy';
import { templateCopy } from '../engine/site/templateCopy';

/** What the toolbar's brand and language globals give a page story: the brand, the language and both copies. */
export function storyPage(globals: Readonly<Record<string, unknown>>) {
  const language = globals.language === 'spanish' ? ('spanish' as const) : ('english' as const);
  const brand = brands.find((candidate) => candidate.id === globals.brand) ?? brands[0]!;
  return { language, brand, words: templateCopy[language], site: siteCopy[language] };
}
