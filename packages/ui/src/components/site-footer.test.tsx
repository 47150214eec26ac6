import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';
import { cssFor } from './test-utils';

describe('SiteFooter', () => {
  it('renders a light footer by default', () => {
    render(<SiteFooter>Footer</SiteFooter>);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveAttribute('data-site-footer');
    expect(footer).toHaveAttribute('data-variant', 'light');
    const css = cssFor(footer);
    expect(css).toContain('background:var(--os-colors-surfaceMuted, #f3f4f6)');
    expect(css).toContain('color:var(--os-colors-text, #1b1b1b)');
    expect(css).toMatch(/@media print\{[^{]*\{display:none!important;\}/);
  });

  it('renders the dark footer with light text and focus ring', () => {
    render(<SiteFooter variant="dark">Footer</SiteFooter>);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveAttribute('data-variant', 'dark');
    const css = cssFor(footer);
    expect(css).toContain('background:var(--os-colors-darkFooterBackground, #1d1d1f)');
    expect(css).toContain('color:var(--os-colors-darkFooterText, #f5f5f7)');
    expect(css).toContain('--os-colors-focus:var(--os-colors-darkFooterText, #f5f5f7)');
  });
});
