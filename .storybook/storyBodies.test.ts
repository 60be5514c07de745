import { describe, expect, it } from 'vitest';
import type { BodyNode } from '../schemas/pageComponents';
import { storyArticleBody, storyLegalBody } from './storyBodies';

/** Every tag in a body, its components (`x-…`) included. */
const tagsOf = (nodes: readonly (BodyNode | string)[]): string[] =>
  nodes.flatMap((node) =>
    typeof node === 'string' ? [] : [node[0], ...tagsOf(node.slice(2) as (BodyNode | string)[])],
  );

describe('story bodies', () => {
  it('show every prose element and component of a page body, in both languages', () => {
    const components = [
      'x-source-link',
      'x-carrier-card',
      'x-source-list',
      'x-brand-name',
      'x-phone-link',
    ];
    expect(new Set(tagsOf(storyArticleBody.english))).toEqual(
      new Set([
        ...components,
        ...[
          'p',
          'em',
          'strong',
          'h2',
          'h3',
          'ul',
          'ol',
          'li',
          'a',
          'table',
          'thead',
          'tbody',
          'tr',
        ],
        ...['th', 'td', 'blockquote', 'code', 'pre', 'hr'],
      ]),
    );
    expect(tagsOf(storyArticleBody.spanish)).toEqual(expect.arrayContaining(components));
  });

  it('give a legal page its date line, then numbered sections with anchors', () => {
    for (const body of [storyLegalBody.english, storyLegalBody.spanish]) {
      expect(body[0]?.[0]).toBe('p');
      const sections = body.filter((node) => node[0] === 'h2');
      expect(sections.map((node) => [node[1], node[2]])).toEqual(
        sections.map((_, index) => [
          { id: expect.stringMatching(new RegExp(`^${index + 1}-`)) as unknown },
          expect.stringMatching(new RegExp(`^${index + 1}\\. `)) as unknown,
        ]),
      );
    }
  });
});
