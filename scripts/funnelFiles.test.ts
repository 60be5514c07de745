import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileFunnel } from '../engine/funnel/compiler/compileFunnel';
import { parseFunnel } from '../engine/funnel/compiler/parseFunnel';
import { readFunnelFile } from './funnelFiles';

const compiled = (id: string) =>
  compileFunnel(parseFunnel(readFunnelFile(`funnels/${id}.json`).json, id));

describe('readFunnelFile', () => {
  it.each(['otc', 'grocery', 'dental', 'medicare-es'])(
    'reads funnels/%s.json as the medicare funnel with other words: same steps, same transitions',
    (id) => {
      const raw = JSON.parse(readFileSync(`funnels/${id}.json`, 'utf8')) as Record<string, unknown>;
      expect(raw.extends).toBe('medicare');
      expect(readFunnelFile(`funnels/${id}.json`).files).toEqual([
        `funnels/${id}.json`,
        'funnels/medicare.json',
      ]);
      const extension = compiled(id);
      const medicare = compiled('medicare');
      expect(extension.id).toBe(id);
      expect(JSON.stringify(extension.machine.config.states)).toBe(
        JSON.stringify(medicare.machine.config.states),
      );
      expect(
        Object.values(extension.steps).map((step) => [
          step.id,
          step.type,
          step.progress,
          step.navigation,
        ]),
      ).toEqual(
        Object.values(medicare.steps).map((step) => [
          step.id,
          step.type,
          step.progress,
          step.navigation,
        ]),
      );
      expect(extension.steps.zip?.title).not.toBe(medicare.steps.zip?.title);
    },
  );

  it('keeps the texts of the file and its base, for the funnel hash', () => {
    const read = readFunnelFile('funnels/otc.json');
    expect(read.texts).toEqual([
      readFileSync('funnels/otc.json', 'utf8'),
      readFileSync('funnels/medicare.json', 'utf8'),
    ]);
    expect(readFunnelFile('funnels/medicare.json').texts).toEqual([
      readFileSync('funnels/medicare.json', 'utf8'),
    ]);
  });
});
