import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleLayout } from './article-layout';
import { cssFor } from './test-utils';

function Page(props: { sidebarPosition?: 'start' | 'end' }) {
  return (
    <ArticleLayout
      {...props}
      navigation={<nav aria-label="Breadcrumbs">Series</nav>}
      video={<video aria-label="Shiur video" />}
      sidebar={<p>More from this series</p>}
      comments={<p>No comments yet.</p>}
      ads={<p>Advertisement</p>}
    >
      <h1>Hilchos Shabbos, part 3</h1>
      <p>The text of the shiur.</p>
    </ArticleLayout>
  );
}

describe('ArticleLayout', () => {
  it('puts the title and text in an article, outside every print-hidden part', () => {
    render(<Page />);
    const article = screen.getByRole('article');
    expect(article).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Hilchos Shabbos, part 3' }),
    );
    expect(article.closest('[data-print="hide"]')).toBeNull();
    expect(article.querySelector('[data-print="hide"]')).toBeNull();
  });

  it('marks navigation, video, sidebar, comments and ads to be left out of print', () => {
    render(<Page />);
    for (const text of ['Series', 'More from this series', 'No comments yet.', 'Advertisement']) {
      expect(screen.getByText(text).closest('[data-print="hide"]'), text).not.toBeNull();
    }
    expect(screen.getByLabelText('Shiur video').closest('[data-print="hide"]')).not.toBeNull();
    expect(screen.getByText('No comments yet.').closest('[data-comments]')).not.toBeNull();
    expect(screen.getByRole('complementary')).toContainElement(
      screen.getByText('More from this series'),
    );
    expect(screen.getByRole('complementary')).toContainElement(screen.getByText('Advertisement'));
  });

  it('keeps the reading order navigation, video, article, comments, sidebar', () => {
    const { container } = render(<Page />);
    const text = container.textContent ?? '';
    const order = [
      'Series',
      'Hilchos Shabbos',
      'No comments yet.',
      'More from this series',
      'Advertisement',
    ].map((part) => text.indexOf(part));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('is a two-column grid from 960px with the sidebar at the end or start, one block in print', () => {
    const { container, rerender } = render(<Page />);
    const layout = container.firstElementChild as HTMLElement;
    expect(layout).toHaveAttribute('data-article-layout');
    expect(screen.getByRole('complementary')).toHaveAttribute('data-sidebar', 'end');
    let css = cssFor(layout);
    expect(css).toMatch(
      /@media \(min-width: 960px\)\{[^{]*\{grid-template-columns:minmax\(0, 1fr\) minmax\(240px, 320px\);/,
    );
    expect(css).toContain("'main side'");
    expect(css).toMatch(/@media print\{[^{]*\{display:block;\}/);
    rerender(<Page sidebarPosition="start" />);
    css = cssFor(container.firstElementChild as HTMLElement);
    expect(css).toContain("'side main'");
    expect(screen.getByRole('complementary')).toHaveAttribute('data-sidebar', 'start');
  });

  it('has a single column and no aside without sidebar or ads', () => {
    const { container } = render(
      <ArticleLayout>
        <h1>Only the article</h1>
      </ArticleLayout>,
    );
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(container.querySelectorAll('[data-print="hide"]')).toHaveLength(0);
    expect(cssFor(container.firstElementChild as HTMLElement)).not.toContain(
      'minmax(240px, 320px)',
    );
  });
});
