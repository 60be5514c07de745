import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './acceptEncoding';

describe('preferredEncoding', () => {
  it('prefers brotli when the client takes both equally, as browsers send it', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
  });
  it('follows the client’s qualities and refusals', () => {
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBeUndefined();
  });
  it('reads * as any coding not named, and nothing as identity', () => {
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('br;q=0, *')).toBe('gzip');
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('identity, deflate')).toBeUndefined();
  });
});
