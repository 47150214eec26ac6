import { describe, expect, it } from 'vitest';
import { specMishnehTorahList } from '../test-fixtures/spec-excerpts';
import { mishneTorah, mishnehTorahBooks } from './mishneh-torah';

/** Parses the spec's "Book 3; Book 10." list into [book, chapters] pairs. */
function parseSpecList(text: string): [string, number][] {
  return text
    .trim()
    .split('\n')
    .flatMap((line) => line.replace(/^- /, '').replace(/\.$/, '').split('; '))
    .map((entry) => {
      const match = /^(.*) (\d+)$/.exec(entry);
      if (!match) throw new Error(`bad entry ${entry}`);
      return [match[1] ?? '', Number(match[2])];
    });
}

describe('mishneTorah', () => {
  it("equals the spec's 88 books exactly, in order", () => {
    const spec = parseSpecList(specMishnehTorahList);
    expect(spec).toHaveLength(88);
    expect(mishneTorah).toEqual(spec);
  });

  it('gives every book a unique Hebrew title', () => {
    expect(new Set(mishnehTorahBooks.map((b) => b.hebrewName)).size).toBe(88);
    expect(mishnehTorahBooks.map((b) => b.book)).toEqual(mishneTorah.map(([book]) => book));
  });
});
