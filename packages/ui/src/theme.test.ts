// @vitest-environment node
/**
 * WCAG 2.2 contrast of the default theme: every text/background pair the components use must
 * reach 4.5:1 (AA for body text), and the focus ring 3:1 against what it is drawn on (AA for
 * non-text contrast, 1.4.11).
 */
import { describe, expect, it } from 'vitest';
import {
  CONTENT_MAX_WIDTH_PX,
  MOBILE_BREAKPOINT_PX,
  defaultThemeValues,
  media,
  theme,
} from './theme';

type Color = keyof typeof defaultThemeValues.colors;

/** Relative luminance of a `#rrggbb` colour (WCAG 2.2 definition). */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, from 1 to 21. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const colors = defaultThemeValues.colors;

describe('contrast helper', () => {
  it('matches known ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('theme text contrast (WCAG 2.2 AA, 4.5:1)', () => {
  const textPairs: [foreground: Color, background: Color][] = [
    ['text', 'surface'],
    ['text', 'surfaceMuted'],
    ['muted', 'surface'],
    ['muted', 'surfaceMuted'],
    ['primaryText', 'primary'],
    ['primaryText', 'danger'],
    ['primary', 'surface'],
    ['primary', 'surfaceMuted'],
    ['headerText', 'headerBackground'],
    ['primary', 'headerBackground'],
    ['brownHeaderText', 'brownHeaderBackground'],
    ['darkFooterText', 'darkFooterBackground'],
    ['avatarText', 'avatarBackground'],
  ];

  it.each(textPairs)('%s on %s', (foreground, background) => {
    expect(contrast(colors[foreground], colors[background])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('focus ring contrast (WCAG 2.2 AA non-text, 3:1)', () => {
  it.each([
    ['focus', 'surface'],
    ['focus', 'surfaceMuted'],
    ['focus', 'headerBackground'],
    // The brown header and the dark footer point the focus colour at their text colour.
    ['brownHeaderText', 'brownHeaderBackground'],
    ['darkFooterText', 'darkFooterBackground'],
  ] as [Color, Color][])('%s on %s', (ring, background) => {
    expect(contrast(colors[ring], colors[background])).toBeGreaterThanOrEqual(3);
  });
});

describe('theme', () => {
  it('keeps the spec values', () => {
    expect(colors.avatarBackground).toBe('#FFDB8E');
    expect(CONTENT_MAX_WIDTH_PX).toBe(1170);
    expect(MOBILE_BREAKPOINT_PX).toBe(960);
    expect(media.wide).toBe('@media (min-width: 960px)');
  });

  it('exposes every value as a CSS variable with the default as fallback', () => {
    expect(theme.colors.avatarBackground).toBe('var(--os-colors-avatarBackground, #FFDB8E)');
    expect(theme.layout.contentMaxWidth).toBe('var(--os-layout-contentMaxWidth, 1170px)');
    expect(theme.vars.colors.focus).toBe('--os-colors-focus');
  });
});
