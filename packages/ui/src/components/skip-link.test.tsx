import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './skip-link';
import { cssFor } from './test-utils';

describe('SkipLink', () => {
  it('links to #main with the default text', () => {
    render(<SkipLink />);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });

  it('takes another target and text', () => {
    render(<SkipLink href="#article">Skip to the shiur</SkipLink>);
    expect(screen.getByRole('link', { name: 'Skip to the shiur' })).toHaveAttribute(
      'href',
      '#article',
    );
  });

  it('is the first thing keyboard focus reaches, and is shown when focused', async () => {
    render(
      <>
        <SkipLink />
        <a href="/">Home</a>
        <main id="main" tabIndex={-1}>
          Content
        </main>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(link).toHaveFocus();
    const css = cssFor(link);
    expect(css).toContain('position:fixed');
    expect(css).toMatch(/:focus\{transform:none;/);
    expect(css).toMatch(/:not\(:focus\)\{clip-path:inset\(50%\);\}/);
    expect(css).toContain('z-index:calc(var(--os-zIndices-loadingBar, 400) + 100)');
  });
});
