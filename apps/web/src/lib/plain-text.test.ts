import { describe, expect, it } from 'vitest';
import { plainTextOf } from './plain-text';

describe('plainTextOf', () => {
  it('keeps paragraphs apart and drops the markup', () => {
    expect(plainTextOf('<p>Sample event.</p>\n<p>Bring a <b>friend</b> &amp; a chumash.</p>')).toBe(
      'Sample event.\n\nBring a friend & a chumash.',
    );
  });

  it('leaves plain text as it is', () => {
    expect(plainTextOf('Plain words, 5 < 6')).toBe('Plain words, 5 < 6');
  });
});
