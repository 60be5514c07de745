import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe for `page`, as fast as it goes without checking less (670 → 240 ms a page here):
 * - violations only: axe stops listing every node that passes each rule;
 * - legacy mode: by default each run opens a blank page of its own to merge the frames' results;
 *   in legacy mode axe runs in the page and tests its frames itself (our pages have none of
 *   another origin, which is all that mode gives up).
 * Chain `include`, `withRules` and the like as on AxeBuilder.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/** The rules a palette can break; the others do not depend on colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe on the page as it stands in both palettes of ui/styles.css (the visitor's system setting
 * picks one): every rule in light, then the colour rules in dark. The palettes are CSS alone, so
 * switching the emulated setting re-colours the loaded page: one load serves both. Each violation
 * reads `where, palette: rule, help, elements`; the page is left in light.
 */
export async function violationsInBothPalettes(page: Page, where: string): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await axe(page).analyze();
  const lightColours = await bodyColours(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  const darkApplies = (await bodyColours(page)) !== lightColours;
  const dark = await axe(page).withRules(COLOUR_RULES).analyze();
  await page.emulateMedia({ colorScheme: 'light' });
  return [
    ...listed(`${where}, light`, light),
    ...(darkApplies ? [] : [`${where}, dark: the page kept its light colours`]),
    ...listed(`${where}, dark`, dark),
  ];
}

const bodyColours = (page: Page) =>
  page.evaluate(() => {
    const { color, backgroundColor } = getComputedStyle(document.body);
    return `${color} on ${backgroundColor}`;
  });

const listed = (where: string, { violations }: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
  violations.map(
    (v) => `${where}: ${v.id}, ${v.help}, ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`,
  );
