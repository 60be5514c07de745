import { describe, expect, it } from 'vitest';
import { compileBody } from '../../scripts/campaigns/compileBody';
import { displayAddress } from './displayAddress';
import {
  articleSections,
  headingsOf,
  leadingLastUpdated,
  readingMinutes,
  sourcesOf,
  textOf,
} from './bodySections';

const body = (markdown: string) => compileBody(markdown).body;

const review = body(`::carrier-card{carrier="aetna"}

Aetna sells plans in many states, see :source-link[CVS Health]{href="https://www.cvshealth.com/"}.

## Plan types

- **HMO plans**

## What to watch

Text.

:::source-list
- [Aetna Medicare plans](https://www.aetna.com/medicare.html)
- [CVS Health](https://www.cvshealth.com/)
:::
`);

describe('article sections', () => {
  it('splits the intro (before the first h2), the sections and the trailing source list', () => {
    const { intro, main, sources } = articleSections(review);
    expect(intro.map((node) => (typeof node === 'string' ? node : node[0]))).toEqual([
      'x-carrier-card',
      'p',
    ]);
    expect(main[0]).toEqual(['h2', { id: 'plan-types' }, 'Plan types']);
    expect(main.some((node) => typeof node !== 'string' && node[0] === 'x-source-list')).toBe(
      false,
    );
    expect(sources).toHaveLength(1);
  });

  it('keeps everything in the intro when the body has no h2', () => {
    const { intro, main, sources } = articleSections(body('One paragraph.\n\nAnother.'));
    expect(intro).toHaveLength(2);
    expect(main).toEqual([]);
    expect(sources).toEqual([]);
  });

  it('lists the sources in order, and the h2s with their ids', () => {
    expect(sourcesOf(review)).toEqual([
      { href: 'https://www.aetna.com/medicare.html', label: 'Aetna Medicare plans' },
      { href: 'https://www.cvshealth.com/', label: 'CVS Health' },
    ]);
    expect(headingsOf(review)).toEqual([
      { id: 'plan-types', text: 'Plan types' },
      { id: 'what-to-watch', text: 'What to watch' },
    ]);
  });
});

describe('legal pages', () => {
  it('lifts a leading "Last updated" line', () => {
    const { updated, rest } = leadingLastUpdated(
      body('*Last updated: November 2026*\n\n## 1. Who we are\n\nText.'),
    );
    expect(updated).toBe('November 2026');
    expect(rest[0]).toEqual(['h2', { id: '1-who-we-are' }, '1. Who we are']);
  });

  it('reads the Spanish line too, and leaves a body without one alone', () => {
    expect(
      leadingLastUpdated(body('*Última actualización: noviembre de 2026*\n\nTexto.')).updated,
    ).toBe('noviembre de 2026');
    const plain = body('Welcome.\n\n## Terms');
    expect(leadingLastUpdated(plain)).toEqual({ updated: undefined, rest: plain });
  });
});

describe('reading time', () => {
  it('counts words at about 220 a minute, at least one minute', () => {
    expect(readingMinutes(body('Short.'))).toBe(1);
    expect(readingMinutes(body(Array.from({ length: 1100 }, () => 'word').join(' ')))).toBe(5);
  });

  it('reads text through nested elements', () => {
    expect(textOf(['p', null, 'A ', ['strong', null, 'bold'], ' word'])).toBe('A bold word');
  });
});

describe('display address', () => {
  it('drops www. and the trailing slash', () => {
    expect(displayAddress('https://www.medicare.gov/plan-compare/')).toEqual({
      host: 'medicare.gov',
      path: '/plan-compare',
    });
    expect(displayAddress('https://www.shiphelp.org/')).toEqual({ host: 'shiphelp.org', path: '' });
    expect(displayAddress('not a url')).toEqual({ host: 'not a url', path: '' });
  });
});
