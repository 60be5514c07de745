// Transitional: the new per-language modules say exactly what the per-area modules said.
import { expect, it } from 'vitest';
import { callCopy } from '../call/callCopy';
import { chatCopy } from '../funnel/chat/chatCopy';
import { funnelCopy } from '../funnel/compiler/copy';
import { listingCopy } from '../listing/listingCopy';
import { optOutCopy } from '../site/optOutCopy';
import { siteCopy } from '../site/siteCopy';
import { templateCopy } from '../site/templateCopy';
import { copyFor } from './copyFor';

/** A copy object with its functions called on sample arguments, comparable with toEqual. */
function said(value: unknown): unknown {
  if (typeof value === 'function') return (value as (arg: unknown) => unknown)('Xyz 7');
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, said(inner)]));
}

it.each(['english', 'spanish'] as const)(
  'the %s copy says what the old modules said',
  (language) => {
    const copy = copyFor(language);
    expect(said(copy.funnel)).toEqual(said(funnelCopy[language]));
    expect(said(copy.chat)).toEqual(said(chatCopy[language]));
    expect(said(copy.call)).toEqual(said(callCopy[language]));
    expect(said(copy.listing)).toEqual(said(listingCopy[language]));
    expect(said(copy.site)).toEqual(said(siteCopy[language]));
    expect(said(copy.optOut)).toEqual(said(optOutCopy[language]));
    expect(said(copy.template)).toEqual(said(templateCopy[language]));
    expect(Object.keys(copy).sort()).toEqual([
      'call',
      'chat',
      'funnel',
      'listing',
      'optOut',
      'site',
      'template',
    ]);
  },
);
