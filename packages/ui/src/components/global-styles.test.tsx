import { createGlobalStyle } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { GlobalStyles, printRules } from './global-styles';
import { serverCss } from './test-utils';

describe('GlobalStyles', () => {
  it('injects the reset, body, focus and visually-hidden rules from the theme', () => {
    const css = serverCss(<GlobalStyles />);
    expect(css).toMatch(/\*,\s*\*::before,\s*\*::after\{box-sizing:border-box;\}/);
    expect(css).toContain('color:var(--os-colors-text, #1b1b1b)');
    expect(css).toContain('background:var(--os-colors-surface, #ffffff)');
    expect(css).toContain(':focus-visible{outline:3px solid var(--os-colors-focus, #c25e00)');
    expect(css).toContain('.visually-hidden{position:absolute!important');
    expect(css).toContain('a{color:var(--os-colors-primary, #1f4e79)');
  });

  it('hides the page chrome when printing and shows print-only content', () => {
    const css = serverCss(<GlobalStyles />);
    const print = css.slice(css.indexOf('@media print'));
    for (const selector of [
      'nav',
      'video',
      'aside',
      "[data-print='hide']",
      '[data-ad-slot]',
      '[data-comments]',
      '[data-site-header]',
      '[data-site-footer]',
    ]) {
      expect(print, selector).toContain(selector);
    }
    expect(print).toContain('display:none!important');
    expect(css).toMatch(/@media not print\{\[data-print='only'\]\{display:none!important;\}\}/);
  });
});

describe('printRules', () => {
  it('can be used in a site’s own global style', () => {
    const SiteStyle = createGlobalStyle`
      ${printRules}
    `;
    const css = serverCss(<SiteStyle />);
    expect(css).toContain('@media print');
    expect(css).toContain('[data-site-header]');
    expect(css).not.toContain('box-sizing');
  });
});
