import type { GlobalTypes } from 'storybook/internal/types';
import brandsFile from '../campaigns/brands.json';
import { brandsFileSchema } from '../schemas/brand';

/** The brands of `campaigns/brands.json`, checked as the site checks them. */
export const brands = brandsFileSchema.parse(brandsFile);

/** The toolbar's switches (brand theme, language, light or dark), applied to every story. */
export const globalTypes: GlobalTypes = {
  brand: {
    description: 'Brand theme (campaigns/brands.json)',
    toolbar: {
      title: 'Brand',
      icon: 'paintbrush',
      items: brands.map((brand) => ({ value: brand.id, title: `${brand.name} (${brand.id})` })),
      dynamicTitle: true,
    },
  },
  language: {
    description: 'Language of the page (lang; stories read context.globals.language)',
    toolbar: {
      title: 'Language',
      icon: 'globe',
      items: [
        { value: 'english', title: 'English' },
        { value: 'spanish', title: 'Español' },
      ],
      dynamicTitle: true,
    },
  },
  colorScheme: {
    description: 'Light or dark palette',
    toolbar: {
      title: 'Scheme',
      icon: 'contrast',
      items: [
        { value: 'light', title: 'Light', icon: 'sun' },
        { value: 'dark', title: 'Dark', icon: 'moon' },
      ],
      dynamicTitle: true,
    },
  },
};

export const initialGlobals = {
  brand: brands[0]?.id ?? 'm10',
  language: 'english',
  colorScheme: 'light',
};

/** The page language a story's globals ask for. */
const languageOf = (globals: Readonly<Record<string, unknown>>): 'english' | 'spanish' =>
  globals.language === 'spanish' ? 'spanish' : 'english';

/**
 * Applies the globals to the preview's `<html>` as the site does: the brand's colours as
 * `--brand-*` custom properties, `lang`, and `data-color-scheme`.
 */
export function applyStoryGlobals(
  root: HTMLElement,
  globals: Readonly<Record<string, unknown>>,
): void {
  const brand = brands.find((candidate) => candidate.id === globals.brand) ?? brands[0];
  if (brand) {
    root.style.setProperty('--brand-primary', brand.theme.primary);
    root.style.setProperty('--brand-on-primary', brand.theme.onPrimary);
    root.style.setProperty('--brand-accent', brand.theme.accent);
    root.dataset.brand = brand.id;
  }
  root.lang = languageOf(globals) === 'spanish' ? 'es' : 'en';
  root.dataset.colorScheme = globals.colorScheme === 'dark' ? 'dark' : 'light';
}
