/**
 * Text files worth compressing, by extension: what the build precompresses
 * (scripts/precompressPlugin.ts) and what the static server answers with `Vary: Accept-Encoding`.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|map|webmanifest|xml)$/i;

/** Whether a file (path or name) is a text asset that ships brotli- and gzip-compressed. */
export const isCompressible = (path: string): boolean => COMPRESSIBLE.test(path);
