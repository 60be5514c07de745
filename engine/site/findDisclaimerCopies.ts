/** A disclaimer and the phrases that give away a copy of it. */
export interface DisclaimerMarks {
  /** Where the disclaimer lives (named in the fix). */
  readonly file: string;
  readonly copies: readonly string[];
}

/** A copy found: the 1-based line of the file and the phrase it matched. */
export interface DisclaimerCopy {
  readonly line: number;
  readonly phrase: string;
}

/** The text in lower case, emphasis marks dropped and white space as single spaces, with each character's offset in the original. */
function normalized(text: string): { text: string; offsets: number[] } {
  let out = '';
  const offsets: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '*' || char === '_') continue;
    if (/\s/.test(char)) {
      if (out.endsWith(' ')) continue;
      out += ' ';
    } else out += char.toLowerCase();
    offsets.push(index);
  }
  return { text: out, offsets };
}

/**
 * Where a page file copies a disclaimer the site shows by itself: each phrase of `marks.copies`
 * found in `markdown`, however its lines wrap or its words are emphasised.
 *
 * @example findDisclaimerCopies('*We do not offer every plan\navailable in your area.*', { file: 'x', copies: ['We do not offer every plan available'] }) // [{ line: 1, phrase: … }]
 */
export function findDisclaimerCopies(markdown: string, marks: DisclaimerMarks): DisclaimerCopy[] {
  const body = normalized(markdown);
  return marks.copies.flatMap((phrase) => {
    const at = body.text.indexOf(normalized(phrase).text);
    if (at === -1) return [];
    const offset = body.offsets[at] ?? 0;
    return [{ line: markdown.slice(0, offset).split('\n').length, phrase }];
  });
}
