import { z } from 'zod';

/** Carriers a `::carrier-card` can show (ui/CarrierCard.tsx holds their summaries). */
export const carrierIds = [
  'aetna',
  'cigna',
  'humana',
  'wellcare',
  'unitedhealthcare',
  'progressive',
  'geico',
  'state-farm',
  'allstate',
  'mutual-of-omaha',
  'transamerica',
] as const;
export type CarrierId = (typeof carrierIds)[number];

const httpsUrl = z.url({ protocol: /^https$/, error: 'href must be a full https:// address.' });

/**
 * The components a page body may call by name (Markdown directives, Nuxt MDC style):
 * `::carrier-card{carrier="aetna"}` (a block of its own), `:source-link[label]{href="https://…"}`
 * (inline), a `:::source-list` container holding a list of links, and `:brand-name` /
 * `:phone-link` (inline, filled in for the current brand and page), and `::opt-out-form` (the
 * visitor's revocation of consent, posted to `POST /api/consent/opt-out`).
 */
export const pageComponents = {
  'carrier-card': {
    kind: 'leafDirective',
    attributes: z
      .object({
        carrier: z.enum(carrierIds, { error: `carrier must be one of ${carrierIds.join(', ')}.` }),
      })
      .strict(),
  },
  'source-link': { kind: 'textDirective', attributes: z.object({ href: httpsUrl }).strict() },
  'source-list': { kind: 'containerDirective', attributes: z.object({}).strict() },
  'brand-name': { kind: 'textDirective', attributes: z.object({}).strict() },
  'phone-link': { kind: 'textDirective', attributes: z.object({}).strict() },
  'opt-out-form': { kind: 'leafDirective', attributes: z.object({}).strict() },
} as const;

/**
 * A page body compiled at build time: text, or `[tag, attributes, ...children]` where tag is an
 * HTML element of the prose allow-list or `x-<component>`. No Markdown parser reaches the browser.
 */
export type BodyNode =
  | string
  | readonly [
      tag: string,
      attributes: Readonly<Record<string, string | number | boolean>> | null,
      ...children: BodyNode[],
    ];
