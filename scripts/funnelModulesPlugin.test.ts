import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import loadFunnelModule from 'virtual:funnels';
import { describe, expect, it } from 'vitest';
import { loadedFunnelOf } from '../engine/funnel/compiler/loadedFunnel';

describe('virtual:funnels (build-time funnel modules)', () => {
  it('ships the parsed definition and precompiled validators that enforce the field rules', async () => {
    const module = await loadFunnelModule('medicare');
    expect(module).toBeDefined();
    const { funnel, validators } = loadedFunnelOf(module!);
    const zip = funnel.steps.zip;
    if (zip?.type === 'final' || !zip) throw new Error('zip is a question step');
    expect(validators.zip!.validateFormData({ zipcode: '90210' }, zip.form.schema).errors).toEqual(
      [],
    );
    expect(
      validators
        .zip!.validateFormData({ zipcode: '123' }, zip.form.schema)
        .errors.map((e) => e.property),
    ).toEqual(['.zipcode']);
    expect(validators.zip!.validateFormData({}, zip.form.schema).errors.map((e) => e.name)).toEqual(
      ['required'],
    );
    // Every question step has one; the final step needs none.
    expect(Object.keys(validators).sort()).toEqual([
      'age',
      'birth',
      'consent',
      'medicaid',
      'medicare',
      'name',
      'zip',
    ]);
  });

  it('ships the SHA-256 of the funnel file and the disclosure of its consent step, in its language', async () => {
    const english = (await loadFunnelModule('medicare'))!;
    const spanish = (await loadFunnelModule('medicare-es'))!;
    expect(english.sha256).toBe(
      createHash('sha256').update(readFileSync('funnels/medicare.json', 'utf8')).digest('hex'),
    );
    expect(Object.keys(english.disclosures)).toEqual(['tcpa-marketplace']);
    expect(english.disclosures['tcpa-marketplace']).toMatchObject({ language: 'english' });
    expect(spanish.disclosures['tcpa-marketplace']).toMatchObject({ language: 'spanish' });
    // An extension's hash covers what it is made of: its file, then its base's.
    const text = (id: string) => readFileSync(`funnels/${id}.json`, 'utf8');
    expect(spanish.sha256).toBe(
      createHash('sha256')
        .update(`${text('medicare-es')}\n${text('medicare')}`)
        .digest('hex'),
    );
  });

  it('answers undefined for a funnel that does not exist', () => {
    expect(loadFunnelModule('no-such-funnel')).toBeUndefined();
  });
});
