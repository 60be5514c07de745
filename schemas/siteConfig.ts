import { z } from 'zod';

const redirectRule = z
  .object({
    /** A site path (`/quiz/medicare`) or a full https URL (an external redirect: a full page load). */
    redirect: z
      .string()
      .regex(
        /^(\/[a-z0-9/_-]*|https:\/\/\S+)$/,
        'A redirect goes to a site path such as /quiz/medicare, or a full https:// address.',
      ),
    /** 301 (permanent, the default) or 302. */
    statusCode: z.union([z.literal(301), z.literal(302)]).default(301),
  })
  .strict();

/** `campaigns/site.json`: settings of the whole site that product owners edit. */
export const siteConfigSchema = z
  .object({
    /** Route rules by path, published with each build in `builds/meta/{id}.json`. */
    routeRules: z.record(
      z
        .string()
        .regex(
          /^\/[a-z0-9/*_-]*$/,
          'A route rule key is a lower-case site path such as /medicare-quiz.',
        ),
      redirectRule,
    ),
    /** Host names a visitor may be sent to; navigation to any other external host is blocked. */
    allowedExternalHosts: z.array(z.string().regex(/^[a-z0-9.-]+$/)),
  })
  .strict();

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type RedirectRule = z.infer<typeof redirectRule>;
