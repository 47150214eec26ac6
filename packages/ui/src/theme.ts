import { createTheme } from 'styled-components';

/** Spec §9: the layout constants every page shares. */
export const MOBILE_BREAKPOINT_PX = 960;
export const CONTENT_MAX_WIDTH_PX = 1170;

/**
 * Media queries for the 960px breakpoint. `narrow` is everything below it (the collapsible
 * navigation), `wide` is 960px and up (dropdowns, notifications, the user popover).
 */
export const media = {
  narrow: `@media (max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`,
  wide: `@media (min-width: ${MOBILE_BREAKPOINT_PX}px)`,
  print: '@media print',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/**
 * The default theme values. Every colour pair used for text on a background meets WCAG 2.2 AA
 * (4.5:1 for body text); `src/theme.test.ts` checks the ratios.
 */
export const defaultThemeValues = {
  colors: {
    primary: '#1f4e79',
    primaryText: '#ffffff',
    accent: '#b8860b',
    text: '#1b1b1b',
    muted: '#555a60',
    surface: '#ffffff',
    surfaceMuted: '#f3f4f6',
    border: '#d9dce1',
    focus: '#c25e00',
    danger: '#b3261e',
    headerBackground: '#ffffff',
    headerText: '#1b1b1b',
    /** The brown header style of /tefillah and /tzom-gedalia (spec §2.3). */
    brownHeaderBackground: '#5d4037',
    brownHeaderText: '#fff8e1',
    darkFooterBackground: '#1d1d1f',
    darkFooterText: '#f5f5f7',
    avatarBackground: '#FFDB8E',
    avatarText: '#3b2a00',
    loadingBar: '#1f4e79',
    loadingBarFailed: '#d32f2f',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Hebrew', sans-serif",
    hebrew: "'Noto Sans Hebrew', 'Frank Ruehl CLM', 'Times New Roman', serif",
  },
  radii: { small: '4px', medium: '8px', round: '9999px' },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '48px' },
  layout: { contentMaxWidth: `${CONTENT_MAX_WIDTH_PX}px`, headerHeight: '64px' },
  zIndices: { header: 100, popover: 200, drawer: 300, loadingBar: 400 },
};

export type ThemeValues = typeof defaultThemeValues;

/**
 * The theme as CSS custom properties (styled-components `createTheme`): every leaf is a
 * `var(--os-…, default)` reference, so it works in React Server Components, where ThemeProvider
 * does nothing. Override values by mounting `theme.GlobalStyle` under a `ThemeProvider` with your
 * own values, or by setting the `--os-…` variables in your own CSS (`theme.vars` lists the names).
 */
export const theme = createTheme(defaultThemeValues, { prefix: 'os' });
