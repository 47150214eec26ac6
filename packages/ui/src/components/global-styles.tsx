import { createGlobalStyle, css } from 'styled-components';
import { media, theme } from '../theme';
import { visuallyHiddenCss } from './styles';

/**
 * The print rules on their own, for sites that keep their own base styles. On paper only the
 * article remains: navigation, video, sidebars (`aside`), ad slots, comments, the site header and
 * footers, and anything marked `data-print="hide"` are left out; `data-print="only"` content is
 * hidden on screen and printed.
 *
 * @example
 * ```tsx
 * import { createGlobalStyle } from 'styled-components';
 * import { printRules } from '@openshiur/ui';
 *
 * const MyGlobalStyle = createGlobalStyle`
 *   ${printRules}
 * `;
 * ```
 */
export const printRules = css`
  @media not print {
    [data-print='only'] {
      display: none !important;
    }
  }

  ${media.print} {
    nav,
    video,
    aside,
    [data-print='hide'],
    [data-ad-slot],
    [data-comments],
    [data-site-header],
    [data-site-footer] {
      display: none !important;
    }

    body {
      background: none;
    }

    a {
      text-decoration: underline;
    }

    h1,
    h2,
    h3 {
      break-after: avoid;
    }

    img,
    figure,
    blockquote {
      break-inside: avoid;
    }
  }
`;

/**
 * The kit's global styles: box-sizing reset, body font, colours and background from the theme,
 * links, the `:focus-visible` ring, the `.visually-hidden` class, reduced motion, and
 * {@link printRules}. Mount it once near the root of the page (it needs no ThemeProvider).
 *
 * @example
 * ```tsx
 * import { GlobalStyles } from '@openshiur/ui';
 *
 * export default function RootLayout({ children }: { children: React.ReactNode }) {
 *   return (
 *     <html lang="en">
 *       <body>
 *         <GlobalStyles />
 *         {children}
 *       </body>
 *     </html>
 *   );
 * }
 * ```
 */
export const GlobalStyles = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    line-height: 1.5;
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
  }

  img,
  video {
    max-width: 100%;
    height: auto;
  }

  a {
    color: ${theme.colors.primary};
    text-underline-offset: 0.15em;
  }

  a:hover {
    text-decoration-thickness: 2px;
  }

  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  .visually-hidden {
    ${visuallyHiddenCss}
  }

  ${media.reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }

  ${printRules}
`;
