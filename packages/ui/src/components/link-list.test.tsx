import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkList } from './link-list';
import { RouterLink } from './test-router-link';

const items = [
  { href: '/series/1', label: 'Daf Yomi in Depth' },
  { href: '/series/2', label: 'Halacha for Today' },
  { href: '/series/2', label: 'Halacha for Today (repeat)', key: 'repeat' },
];

describe('LinkList', () => {
  it('renders one list item with a link per item, in order', () => {
    render(<LinkList items={items} aria-label="Series" />);
    const list = screen.getByRole('list', { name: 'Series' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(items.map((item) => item.label));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/series/1',
      '/series/2',
      '/series/2',
    ]);
  });

  it('renders links through linkAs', () => {
    render(<LinkList items={items.slice(0, 1)} linkAs={RouterLink} />);
    expect(screen.getByRole('link', { name: 'Daf Yomi in Depth' })).toHaveAttribute(
      'data-router-link',
    );
  });

  it('renders an empty list for no items', () => {
    render(<LinkList items={[]} />);
    expect(screen.getByRole('list')).toBeEmptyDOMElement();
  });
});
