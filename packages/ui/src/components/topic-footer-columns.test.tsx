import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopicFooterColumns, type FooterTopic } from './topic-footer-columns';
import { cssFor } from './test-utils';
import { RouterLink } from './test-router-link';

const topic = (name: string, count: number): FooterTopic => ({
  topic: name,
  href: `/search?topics=${encodeURIComponent(name)}`,
  series: Array.from({ length: count }, (_, index) => ({
    href: `/series/${name}-${index}`,
    label: `${name} series ${index + 1}`,
  })),
});

const columns = [
  [topic('Gemara', 3)],
  [topic('Halacha', 2), topic('Mishna', 1)],
  [topic('Parsha', 1), topic('Tanach', 1), topic('Jewish Thought', 1), topic('Holidays', 1)],
  [topic('Mussar', 1), { topic: 'Chassidus', series: [] }],
];

describe('TopicFooterColumns', () => {
  it('renders four numbered columns of topic sections', () => {
    const { container } = render(<TopicFooterColumns columns={columns} />);
    const rendered = container.querySelectorAll('[data-footer-column]');
    expect(Array.from(rendered, (column) => column.getAttribute('data-footer-column'))).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(
      within(rendered[1] as HTMLElement)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Halacha', 'Mishna']);
  });

  it('labels each topic section by its heading and lists its series', () => {
    render(<TopicFooterColumns columns={columns} />);
    const gemara = screen.getByRole('region', { name: 'Gemara' });
    expect(within(gemara).getByRole('link', { name: 'Gemara' })).toHaveAttribute(
      'href',
      '/search?topics=Gemara',
    );
    expect(within(gemara).getAllByRole('listitem')).toHaveLength(3);
    expect(within(gemara).getByRole('link', { name: 'Gemara series 1' })).toHaveAttribute(
      'href',
      '/series/Gemara-0',
    );
    const chassidus = screen.getByRole('region', { name: 'Chassidus' });
    expect(within(chassidus).queryByRole('link')).toBeNull();
    const ids = Array.from(document.querySelectorAll('h2'), (heading) => heading.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is 4 columns from 960px, 2 from 480px, 1 below', () => {
    const { container } = render(<TopicFooterColumns columns={columns} />);
    const css = cssFor(container.firstElementChild as HTMLElement);
    expect(css).toContain('grid-template-columns:minmax(0, 1fr)');
    expect(css).toMatch(
      /@media \(min-width: 480px\)\{[^{]*\{grid-template-columns:repeat\(2, minmax\(0, 1fr\)\);/,
    );
    expect(css).toMatch(
      /@media \(min-width: 960px\)\{[^{]*\{grid-template-columns:repeat\(4, minmax\(0, 1fr\)\);/,
    );
  });

  it('renders links through linkAs', () => {
    render(
      <TopicFooterColumns columns={[[topic('Gemara', 1)]]} linkAs={RouterLink} idPrefix="f" />,
    );
    for (const link of screen.getAllByRole('link'))
      expect(link).toHaveAttribute('data-router-link');
    expect(screen.getByRole('heading', { name: 'Gemara' })).toHaveAttribute('id', 'f-1-1');
  });
});
