import { brands } from './storyGlobals';
import { products } from 'virtual:content/products';
import { copyFor } from '../engine/copy/copyFor';

/** What the toolbar's brand and language globals give a page story: the brand, the language, the copy and the product lines' words. */
export function storyPage(globals: Readonly<Record<string, unknown>>) {
  const language = globals.language === 'spanish' ? ('spanish' as const) : ('english' as const);
  const brand = brands.find((candidate) => candidate.id === globals.brand) ?? brands[0]!;
  const { template: words, site } = copyFor(language);
  return { language, brand, words, site, products: products[language] };
}
