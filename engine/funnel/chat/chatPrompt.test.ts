import { describe, expect, it } from 'vitest';
import { chatPromptOf, MAX_CHOICE_BUTTONS } from './chatPrompt';
import { compileFunnel, type CompiledFunnel } from '../compiler/compileFunnel';
import { parseFunnel } from '../compiler/parseFunnel';
import { readFunnelJson } from '../../../scripts/funnelFiles';

const load = (id: string) => compileFunnel(parseFunnel(readFunnelJson(`funnels/${id}.json`), id));
const medicare = load('medicare');
const prompt = (funnel: CompiledFunnel, step: string) => chatPromptOf(funnel.steps[step]!);

describe('chatPromptOf', () => {
  it('asks a yes/no question with a button per answer, in the funnel language', () => {
    expect(prompt(medicare, 'medicare')).toEqual({
      kind: 'choices',
      field: 'haveMedicare',
      options: [
        { value: true, label: 'Yes' },
        { value: false, label: 'No' },
      ],
    });
    expect(prompt(load('medicare-es'), 'medicaid')).toMatchObject({
      kind: 'choices',
      options: [{ label: 'Sí' }, { label: 'No' }],
    });
  });

  it('types ZIP codes, names, dates and ages in the composer', () => {
    for (const step of ['zip', 'name', 'birth', 'age'])
      expect(prompt(medicare, step)).toEqual({ kind: 'composer' });
  });

  it('ends with the call screen', () => {
    expect(prompt(medicare, 'call')).toEqual({ kind: 'call' });
  });

  it('keeps long lists, consents and steps of several fields in the composer', () => {
    const auto = load('auto');
    const life = load('life');
    // currentCompany lists every insurer: too many buttons.
    expect(prompt(auto, 'company')).toEqual({ kind: 'composer' });
    const company = auto.steps.company;
    if (company?.type === 'final' || !company) throw new Error('company is a question');
    expect(
      (company.form.schema.properties as { currentCompany: { oneOf: unknown[] } }).currentCompany
        .oneOf.length,
    ).toBeGreaterThan(MAX_CHOICE_BUTTONS);
    expect(prompt(auto, 'home')).toEqual({ kind: 'composer' });
    expect(prompt(life, 'consent')).toEqual({ kind: 'composer' });
    // A short enumeration is buttons: the life funnel's coverage type.
    expect(prompt(life, 'coverage')).toMatchObject({ kind: 'choices', field: 'coverageType' });
  });
});
