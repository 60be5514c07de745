import { describe, expect, it } from 'vitest';
import { lineOfJsonError, topLevelKeyLines } from './jsonLines';

describe('jsonLines', () => {
  it('finds the line of each top-level key, not of a nested key of the same name', () => {
    const text =
      '{\n  "arms": [\n    { "key": "control" },\n    {\n      "key": "b"\n    }\n  ],\n  "key": "x"\n}';
    expect(Object.fromEntries(topLevelKeyLines(text))).toEqual({ arms: 2, key: 8 });
  });

  it('gives the line of a syntax error', () => {
    const text = '{\n  "key": "x"\n  "pages": []\n}';
    let error: unknown;
    try {
      JSON.parse(text);
    } catch (caught) {
      error = caught;
    }
    expect(lineOfJsonError(text, error)).toBe(3);
  });
});
