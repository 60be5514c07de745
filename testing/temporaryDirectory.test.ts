import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { temporaryDirectory } from './temporaryDirectory';

const forTheFile = temporaryDirectory('for-the-file');
let forTheTest = '';

describe('temporaryDirectory', () => {
  it('makes a new, empty, writable directory whose name starts with the prefix', () => {
    forTheTest = temporaryDirectory('for-the-test');
    expect(forTheTest).toMatch(/for-the-test-[^/]+$/);
    expect(forTheTest).not.toBe(temporaryDirectory('for-the-test'));
    expect(readdirSync(forTheTest)).toEqual([]);
    writeFileSync(join(forTheTest, 'answer.txt'), '42');
    expect(existsSync(join(forTheTest, 'answer.txt'))).toBe(true);
  });

  it('removes a directory asked for in a test, with what it holds, once that test ended', () => {
    expect(forTheTest).not.toBe('');
    expect(existsSync(forTheTest)).toBe(false);
  });

  it('keeps a directory asked for outside a test while the file’s tests run', () => {
    expect(existsSync(forTheFile)).toBe(true);
  });
});

afterAll(() => {
  // Registered after the helper's own afterAll, so it runs before it (vitest runs them in reverse).
  expect(existsSync(forTheFile)).toBe(true);
});
