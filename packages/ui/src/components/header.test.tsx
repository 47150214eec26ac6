import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ButtonLink } from './button';
import { HeaderBar, HeaderInner, HeaderLogo } from './header';
import { cssFor } from './test-utils';
import { RouterLink } from './test-router-link';

describe('HeaderBar', () => {
  it('renders a sticky site header in the default style', () => {
    render(
      <HeaderBar>
        <HeaderInner>
          <HeaderLogo>Torah Learning</HeaderLogo>
          <ButtonLink href="/donate/" variant="primary">
            Donate
          </ButtonLink>
        </HeaderInner>
      </HeaderBar>,
    );
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-site-header');
    expect(header).toHaveAttribute('data-variant', 'default');
    const css = cssFor(header);
    expect(css).toContain('position:sticky;top:0;z-index:var(--os-zIndices-header, 100)');
    expect(css).toContain('background:var(--os-colors-headerBackground, #ffffff)');
    expect(css).toContain('color:var(--os-colors-headerText, #1b1b1b)');
    expect(css).toMatch(/@media print\{[^{]*\{display:none!important;\}/);
    // Links take the header colour, except button links, which keep their own.
    expect(css).toMatch(/ a:not\(\[data-button-link\]\)\{color:inherit;\}/);
    expect(screen.getByRole('link', { name: 'Donate' })).toHaveAttribute('data-button-link');
  });

  it('renders the brown style with its own colours and a light focus ring', () => {
    render(<HeaderBar variant="brown">Tefillah</HeaderBar>);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-variant', 'brown');
    const css = cssFor(header);
    expect(css).toContain('background:var(--os-colors-brownHeaderBackground, #5d4037)');
    expect(css).toContain('color:var(--os-colors-brownHeaderText, #fff8e1)');
    expect(css).toContain('--os-colors-focus:var(--os-colors-brownHeaderText, #fff8e1)');
  });
});

describe('HeaderInner', () => {
  it('is a wrapping flex row in the content width', () => {
    render(<HeaderInner data-testid="inner" />);
    const css = cssFor(screen.getByTestId('inner'));
    expect(css).toContain('display:flex;flex-wrap:wrap');
    expect(css).toContain('max-width:var(--os-layout-contentMaxWidth, 1170px)');
  });
});

describe('HeaderLogo', () => {
  it('links home by default', () => {
    render(
      <HeaderLogo>
        <img src="/logo.svg" alt="Torah Learning" />
      </HeaderLogo>,
    );
    expect(screen.getByRole('link', { name: 'Torah Learning' })).toHaveAttribute('href', '/');
  });

  it('renders through linkAs with another href', () => {
    render(
      <HeaderLogo href="/tefillah" linkAs={RouterLink}>
        Tefillah
      </HeaderLogo>,
    );
    const link = screen.getByRole('link', { name: 'Tefillah' });
    expect(link).toHaveAttribute('href', '/tefillah');
    expect(link).toHaveAttribute('data-router-link');
    expect(cssFor(link)).toContain(':focus-visible{outline:3px solid');
  });
});
