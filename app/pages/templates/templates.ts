import type { ComponentType } from 'react';
import type { TemplateName } from '../../../schemas/campaignPage';
import { preloadableLazy } from '../preloadableLazy';
import { GenericTemplate } from './GenericTemplate';
import type { TemplateProps } from './templateProps';

/**
 * The component of each page template (page config `template`). A template missing here renders
 * with the generic one; richer templates load as chunks of their own.
 */
const templates: Readonly<Partial<Record<TemplateName, ComponentType<TemplateProps>>>> = {
  quiz: GenericTemplate,
  index: preloadableLazy(() => import('./IndexTemplate').then((m) => m.IndexTemplate)),
  article: preloadableLazy(() => import('./ArticleTemplate').then((m) => m.ArticleTemplate)),
  legal: preloadableLazy(() => import('./LegalTemplate').then((m) => m.LegalTemplate)),
  showcase: preloadableLazy(() => import('./ShowcaseTemplate').then((m) => m.ShowcaseTemplate)),
  listing: preloadableLazy(() => import('./ListingTemplate').then((m) => m.ListingTemplate)),
  call: preloadableLazy(() => import('./CallTemplate').then((m) => m.CallTemplate)),
  chat: preloadableLazy(() => import('./ChatTemplate').then((m) => m.ChatTemplate)),
};

/** Loads a page's template ahead of its render (a prerendered page is taken over in one commit). */
export async function preloadTemplate(name: TemplateName): Promise<void> {
  const template = templates[name];
  if (template && 'preload' in template)
    await (template as { preload: () => Promise<unknown> }).preload();
}

/** The template a page renders with. */
export function templateFor(name: TemplateName): ComponentType<TemplateProps> {
  return templates[name] ?? GenericTemplate;
}
