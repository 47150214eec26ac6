import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './visually-hidden';
import { cssFor } from './test-utils';

describe('VisuallyHidden', () => {
  it('keeps the text for assistive technology while hiding it visually', () => {
    render(
      <button type="button">
        <span aria-hidden="true">🔍</span>
        <VisuallyHidden>Search</VisuallyHidden>
      </button>,
    );
    const text = screen.getByText('Search');
    expect(text.tagName).toBe('SPAN');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    const css = cssFor(text);
    expect(css).toContain('position:absolute!important');
    expect(css).toContain('clip-path:inset(50%)!important');
    expect(css).toContain('width:1px!important');
  });

  it('renders another element with `as`', () => {
    render(<VisuallyHidden as="h2">Latest shiurim</VisuallyHidden>);
    expect(screen.getByRole('heading', { level: 2, name: 'Latest shiurim' })).toBeInTheDocument();
  });
});
