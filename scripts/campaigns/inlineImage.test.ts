import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PagePayload } from '../../schemas/siteTable';
import { INLINE_IMAGE_AT_MOST_BYTES, svgDataUrl, withInlinedImage } from './inlineImage';
import { temporaryDirectory } from '../../testing/temporaryDirectory';

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
  <title>Café #1 — 100% "fresh"</title>
  <rect width="10" height="10" fill="#0a7"/>
</svg>\n`;

function publicDir(files: Record<string, string>): string {
  const dir = temporaryDirectory('inline-image');
  mkdirSync(join(dir, 'images'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'images', name), text);
  return dir;
}

const page = (src: string) =>
  ({ image: { src, alt: 'A picture', width: 640, height: 400 } }) as unknown as PagePayload;

describe('svgDataUrl', () => {
  it('gives back the SVG, whitespace collapsed, with only what a URL cannot carry encoded', () => {
    const url = svgDataUrl(SVG);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    // Nothing a URL cannot carry raw is left, and every % starts an escape.
    expect(url).not.toMatch(/[<>"#\né]|%(?![0-9A-F]{2})/u);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(
      SVG.trim().replace(/\s+/g, ' '),
    );
  });
});

describe('withInlinedImage', () => {
  it('writes a small SVG into the payload, keeping its alt text and size', () => {
    const dir = publicDir({ 'hero.svg': SVG });
    const { image } = withInlinedImage(page('/images/hero.svg'), dir);
    expect(image).toEqual({ src: svgDataUrl(SVG), alt: 'A picture', width: 640, height: 400 });
  });

  it('leaves a large SVG, another format or a missing file to be fetched', () => {
    const large = `<svg>${' '.repeat(INLINE_IMAGE_AT_MOST_BYTES)}</svg>`;
    const dir = publicDir({ 'large.svg': large, 'photo.png': 'png' });
    for (const src of ['/images/large.svg', '/images/photo.png', '/images/nowhere.svg'])
      expect(withInlinedImage(page(src), dir).image?.src).toBe(src);
  });
});
