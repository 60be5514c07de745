import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CampaignProblem } from '../../engine/campaigns/checkCampaignPages';
import { findDisclaimerCopies, type DisclaimerMarks } from '../../engine/site/findDisclaimerCopies';
import { tpmoDisclaimerSchema } from '../../schemas/tpmoDisclaimer';

const languages = ['english', 'spanish'] as const;

/** The TPMO disclaimer of each language, and what is wrong with its files. */
export interface LoadedTpmoDisclaimers {
  readonly texts: Partial<Record<(typeof languages)[number], string>>;
  readonly marks: readonly DisclaimerMarks[];
  readonly problems: CampaignProblem[];
  readonly files: string[];
}

/** Reads and checks `<dir>/tpmo.english.json` and `<dir>/tpmo.spanish.json` (both are needed). */
export function loadTpmoDisclaimers(dir = 'campaigns/disclaimers'): LoadedTpmoDisclaimers {
  const problems: CampaignProblem[] = [];
  const texts: LoadedTpmoDisclaimers['texts'] = {};
  const marks: DisclaimerMarks[] = [];
  const files = languages.map((language) => join(dir, `tpmo.${language}.json`));
  for (const [index, language] of languages.entries()) {
    const file = files[index]!;
    if (!existsSync(file)) {
      problems.push({
        file,
        pointer: '',
        message: `No ${language} TPMO disclaimer: add ${file} (id, language, text, copies), as tpmo.english.json is written.`,
      });
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push({
        file,
        pointer: '',
        message: `Not readable JSON: ${(error as Error).message}`,
      });
      continue;
    }
    const parsed = tpmoDisclaimerSchema.safeParse(json);
    if (!parsed.success) {
      problems.push(
        ...parsed.error.issues.map((issue) => ({
          file,
          pointer: `/${issue.path.map(String).join('/')}`,
          message: issue.message,
        })),
      );
      continue;
    }
    if (parsed.data.language !== language)
      problems.push({
        file,
        pointer: '/language',
        message: `This file holds the ${language} disclaimer: set language to "${language}".`,
      });
    texts[language] = parsed.data.text;
    marks.push({ file, copies: parsed.data.copies });
  }
  return { texts, marks, problems, files };
}

/** A page file's copies of the disclaimer, as problems naming the line and the fix. */
export function disclaimerCopyProblems(
  file: string,
  markdown: string,
  marks: readonly DisclaimerMarks[],
): CampaignProblem[] {
  return marks.flatMap((mark) =>
    findDisclaimerCopies(markdown, mark).map(({ line, phrase }) => ({
      file,
      pointer: '/body',
      line,
      message: `The body copies the TPMO disclaimer ("${phrase}…"): remove it. Every Medicare page shows it once at its foot, from ${mark.file}; change the wording there.`,
    })),
  );
}
