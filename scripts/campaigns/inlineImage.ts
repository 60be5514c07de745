import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PagePayload } from '../../schemas/siteTable';

/**
 * The largest page image written into the page itself (bytes). Our hero illustrations are SVGs of
 * 0.6–1.8 kB: fetched, the largest thing on a landing page painted a round trip after its text
 * (its LCP); written into the page, it paints with the text, for about 0.6 kB of gzip per page.
 */
export const INLINE_IMAGE_AT_MOST_BYTES = 4096;

/** An SVG as a `data:` URL: whitespace collapsed, only what a URL cannot carry percent-encoded. */
export function svgDataUrl(svg: string): string {
  const encoded = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[^ !$&'()*+,\-./0-9:;=?@A-Z_a-z~]/g, (character) => encodeURIComponent(character));
  return `data:image/svg+xml,${encoded}`;
}

/**
 * A payload whose image is a small SVG under `public/` carries it as a `data:` URL (the page
 * check has made sure the file exists); any other image is left to be fetched.
 */
export function withInlinedImage(payload: PagePayload, publicDir: string): PagePayload {
  const image = payload.image;
  if (!image?.src.endsWith('.svg')) return payload;
  const file = join(publicDir, image.src);
  try {
    if (statSync(file).size > INLINE_IMAGE_AT_MOST_BYTES) return payload;
    return { ...payload, image: { ...image, src: svgDataUrl(readFileSync(file, 'utf8')) } };
  } catch {
    return payload;
  }
}
