import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCampaignProblem } from '../../engine/campaigns/checkCampaignPages';
import { loadContent } from './loadContent';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A copy of campaigns/content/ with one file changed. */
function contentWith(file: string, change: (json: any) => void): string {
  dir = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync('campaigns/content', dir, { recursive: true });
  const json = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  change(json);
  writeFileSync(join(dir, file), JSON.stringify(json));
  return dir;
}

const problemsOf = (contentDir: string) =>
  loadContent(contentDir).problems.map((problem) =>
    formatCampaignProblem(problem).replace(`${contentDir}/`, ''),
  );

describe('campaigns/content/', () => {
  it('passes, every product line, carrier and the disclosure in both languages', () => {
    const { content, problems } = loadContent('campaigns/content');
    expect(problems).toEqual([]);
    expect(content.products.spanish.otc.name).toBe('Asignaciones para productos de venta libre');
    expect(content.carriers.english.aetna).toMatchObject({ name: 'Aetna', monogram: 'Ae' });
    expect(content.carriers.spanish.geico.line).toBe('Seguro de auto');
    expect(content.legal.english.disclosure).toMatch(/^\{brand\} is a marketing service/);
  });

  it.each([
    [
      'products.spanish.json',
      (json: any) => void delete json.dental,
      'products.spanish.json /dental: "dental" is missing: add it (a object), in every language.',
    ],
    [
      'products.english.json',
      (json: any) => void (json.medicare.blurb = ''),
      'products.english.json /medicare/blurb: Write the words here',
    ],
    [
      'carriers.english.json',
      (json: any) => void (json.aetnna = json.aetna),
      'carriers.english.json /: Unknown carrier "aetnna". Check the spelling, or add it to carrierIds of schemas/pageComponents.ts.',
    ],
    [
      'carriers.spanish.json',
      (json: any) => void (json.humana.monogram = 'Huma'),
      'carriers.spanish.json /humana/monogram: A monogram is one to three letters',
    ],
    [
      'carriers.english.json',
      (json: any) => void (json.geico.strengths = []),
      'carriers.english.json /geico/strengths: List at least one thing',
    ],
    [
      'legal.spanish.json',
      (json: any) => void (json.disclosure = 'M10 es un servicio de mercadeo.'),
      'legal.spanish.json /disclosure: The disclosure names the brand: write {brand} where its name goes.',
    ],
  ])('refuses a broken %s, naming the file, the pointer and the fix', (file, change, expected) => {
    const problems = problemsOf(contentWith(file, change));
    expect(
      problems.some((line) => line.includes(expected)),
      problems.join('\n'),
    ).toBe(true);
  });

  it('refuses a missing language file', () => {
    dir = mkdtempSync(join(tmpdir(), 'content-'));
    cpSync('campaigns/content', dir, { recursive: true });
    rmSync(join(dir, 'legal.spanish.json'));
    expect(problemsOf(dir).join('\n')).toContain('legal.spanish.json');
  });
});
