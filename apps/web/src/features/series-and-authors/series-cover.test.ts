import { describe, expect, it } from 'vitest';
import { topics } from '@openshiur/reference-data';
import { coverColour, coverInitials } from './series-cover';

/** WCAG contrast ratio of a colour against white. */
function contrastWithWhite(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05);
}

describe('coverInitials', () => {
  it('takes the title before the teacher, skipping small words', () => {
    expect(coverInitials('Daf Yomi with Rabbi Sample Markupstein')).toBe('DY');
    expect(coverInitials('The 613 Mitzvos with Dr. Tzvi Fixtureman')).toBe('6M');
    expect(coverInitials('A Mitzvah a Day')).toBe('MD');
    expect(coverInitials('Lessons From the Parsha')).toBe('LP');
    expect(coverInitials('Nach')).toBe('N');
    expect(coverInitials('דף יומי')).toBe('די');
  });
});

describe('coverColour', () => {
  it('colours by the first known topic', () => {
    expect(coverColour(['Gemara'])).toBe('#1f4e79');
    expect(coverColour(['Unknown', 'Parsha'])).toBe('#7a4316');
    expect(coverColour([])).toBe('#3b4a5a');
  });

  it('keeps white initials readable (AA) on every topic colour', () => {
    for (const topic of [...topics, 'none']) expect(contrastWithWhite(coverColour([topic]))).toBeGreaterThanOrEqual(4.5);
  });
});
