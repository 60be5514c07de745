import { describe, expect, it } from 'vitest';
import { storyArticleBody, storyLegalBody } from './storyBodies';
import { storyBodiesPlugin } from './storyBodiesPlugin';

const transform = (id: string) =>
  (
    storyBodiesPlugin().transform as (
      code: string,
      id: string,
    ) => { readonly code: string } | undefined
  )('import { compileBody } from "../scripts/campaigns/compileBody";', id);

describe('storyBodiesPlugin', () => {
  it('gives the stories the compiled bodies, with no import left to bundle', () => {
    const out = transform('/repo/.storybook/storyBodies.ts?v=1');
    expect(out?.code).not.toMatch(/\bimport\b/);
    const exported = Object.fromEntries(
      [...out!.code.matchAll(/export const (\w+) = (.*);$/gm)].map(([, name, json]) => [
        name,
        JSON.parse(json!) as unknown,
      ]),
    );
    expect(exported).toEqual({ storyArticleBody, storyLegalBody });
  });

  it('leaves every other module as it is', () => {
    expect(transform('/repo/ui/PageBody.tsx')).toBeUndefined();
    expect(transform('/repo/scripts/campaigns/storyBodies.ts')).toBeUndefined();
  });
});
