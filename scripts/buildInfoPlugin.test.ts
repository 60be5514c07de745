import { describe, expect, it } from 'vitest';
import { buildInfoPlugin } from './buildInfoPlugin';

type Handler = (
  this: { emitFile: (file: { fileName: string; source: string }) => void },
  options: unknown,
  bundle: Record<string, unknown>,
) => void;

describe('the build-info plugin', () => {
  it('writes the build id into index.html, the latest-build descriptor and the build meta with its route rules', () => {
    const plugin = buildInfoPlugin();
    const html = {
      type: 'asset',
      fileName: 'index.html',
      source: '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />',
    };
    const bundle: Record<string, unknown> = {
      'index.html': html,
      'assets/main-abc.js': { type: 'chunk' },
    };
    const emitted = new Map<string, string>();
    const hook = plugin.generateBundle as unknown as { order: string; handler: Handler };
    expect(hook.order).toBe('post');
    hook.handler.call(
      { emitFile: ({ fileName, source }) => void emitted.set(fileName, source) },
      {},
      bundle,
    );
    const { id } = JSON.parse(emitted.get('builds/latest.json')!) as { id: string };
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(html.source).toContain(`<head>\n    <meta name="build-id" content="${id}" />`);
    expect(html.source).toContain('<html lang="en">');
    expect(JSON.parse(emitted.get(`builds/meta/${id}.json`)!)).toMatchObject({
      id,
      routeRules: { '/medicare-quiz': { redirect: '/quiz/medicare' } },
    });
  });
});
