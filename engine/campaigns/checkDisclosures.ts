import {
  disclosureSchema,
  lockKey,
  type Disclosure,
  type DisclosureLock,
} from '../../schemas/consentDisclosure';

/** One problem of a disclosure file: the file, the JSON pointer and what to do. */
export interface DisclosureProblem {
  readonly file: string;
  readonly pointer: string;
  readonly message: string;
}

/** A disclosure file as read from `campaigns/consents/`. */
export interface DisclosureSource {
  readonly file: string;
  /** The file's name without `.json` (`tcpa-marketplace.english`). */
  readonly name: string;
  readonly json: unknown;
}

/**
 * Checks every disclosure file against the format and the lock: the file is named
 * `<id>.<language>.json`, each id and language once, and every version the lock knows keeps
 * the SHA-256 it had (an edited old version is refused: add a new version instead). A version
 * the lock does not know yet is reported as `unlocked` (`npm run consents:check -- --lock` adds it).
 *
 * @example checkDisclosures(sources, lock, sha256).problems // [] when every file is sound
 */
export function checkDisclosures(
  sources: readonly DisclosureSource[],
  lock: DisclosureLock,
  sha256: (text: string) => string,
  lockFile = 'campaigns/consents/versions.lock.json',
): { disclosures: Disclosure[]; problems: DisclosureProblem[]; unlocked: Record<string, string> } {
  const problems: DisclosureProblem[] = [];
  const disclosures: Disclosure[] = [];
  const unlocked: Record<string, string> = {};
  const seen = new Set<string>();
  for (const source of sources) {
    const parsed = disclosureSchema.safeParse(source.json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push({
          file: source.file,
          pointer: `/${issue.path.map(String).join('/')}`,
          message: issue.message,
        });
      continue;
    }
    const disclosure = parsed.data;
    const expected = `${disclosure.id}.${disclosure.language}`;
    if (source.name !== expected) {
      problems.push({
        file: source.file,
        pointer: '/id',
        message: `A disclosure's file is named <id>.<language>.json: rename this file to ${expected}.json.`,
      });
      continue;
    }
    if (seen.has(expected)) continue;
    seen.add(expected);
    for (const [index, entry] of disclosure.versions.entries()) {
      const key = lockKey(disclosure, entry.version);
      const hash = sha256(entry.text);
      const locked = lock[key];
      if (locked === undefined) unlocked[key] = hash;
      else if (locked !== hash) {
        problems.push({
          file: source.file,
          pointer: `/versions/${index}/text`,
          message: `Version ${entry.version} was shown to visitors and its receipts name it: its text may not change. Restore it and add the new text as version ${disclosure.versions.length + 1}.`,
        });
      }
    }
    disclosures.push(disclosure);
  }
  for (const key of Object.keys(lock)) {
    const [name, version] = key.split('@') as [string, string];
    const disclosure = disclosures.find(
      (candidate) => `${candidate.id}.${candidate.language}` === name,
    );
    if (disclosure && !disclosure.versions.some((entry) => entry.version === Number(version))) {
      problems.push({
        file: lockFile,
        pointer: `/${key}`,
        message: `Version ${version} of ${name} is locked but gone from its file: old versions stay (receipts name them).`,
      });
    }
  }
  for (const key of Object.keys(unlocked)) {
    problems.push({
      file: lockFile,
      pointer: `/${key}`,
      message: `${key} is not in the lock yet: run \`npm run consents:check -- --lock\` once its text is final.`,
    });
  }
  return { disclosures, problems, unlocked };
}
