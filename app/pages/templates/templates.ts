import { lazy, type ComponentType } from 'react';
import type { TemplateName } from '../../../schemas/campaignPage';
import { GenericTemplate } from './GenericTemplate';
import type { TemplateProps } from './templateProps';

/**
 * The component of each page template (page config `template`). A template missing here renders
 * with the generic one; richer templates load as chunks of their own.
 */
export const templates: Readonly<Partial<Record<TemplateName, ComponentType<TemplateProps>>>> = {
  quiz: GenericTemplate,
  index: lazy(() => import('./IndexTemplate').then((m) => ({ default: m.IndexTemplate }))),
  article: lazy(() => import('./ArticleTemplate').then((m) => ({ default: m.ArticleTemplate }))),
  legal: lazy(() => import('./LegalTemplate').then((m) => ({ default: m.LegalTemplate }))),
  showcase: lazy(() => import('./ShowcaseTemplate').then((m) => ({ default: m.ShowcaseTemplate }))),
  listing: lazy(() => import('./ListingTemplate').then((m) => ({ default: m.ListingTemplate }))),
  call: lazy(() => import('./CallTemplate').then((m) => ({ default: m.CallTemplate }))),
  chat: lazy(() => import('./ChatTemplate').then((m) => ({ default: m.ChatTemplate }))),
};

/** The template a page renders with. */
export function templateFor(name: TemplateName): ComponentType<TemplateProps> {
  return templates[name] ?? GenericTemplate;
}

