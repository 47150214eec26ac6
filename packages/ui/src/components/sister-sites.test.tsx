import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SisterSites } from './sister-sites';

const sites = [
  { name: 'Daf Learning', href: 'https://daf.example.org' },
  { name: 'Parsha Learning', href: 'https://parsha.example.org', logoSrc: '/logos/parsha.svg' },
];

describe('SisterSites', () => {
  it('renders the sites as links in a labelled navigation', () => {
    render(<SisterSites sites={sites} />);
    const nav = screen.getByRole('navigation', { name: 'Our sister learning sites' });
    expect(
      within(nav).getByRole('heading', { name: 'Our sister learning sites' }),
    ).toBeInTheDocument();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Daf Learning', 'https://daf.example.org'],
      ['Parsha Learning', 'https://parsha.example.org'],
    ]);
    expect(nav.querySelector('img, svg')).toBeNull();
  });

  it('shows logos, or a decorative monogram with the name as text', () => {
    render(<SisterSites sites={sites} variant="logos" label="More learning" />);
    const nav = screen.getByRole('navigation', { name: 'More learning' });
    expect(nav).toHaveAttribute('data-variant', 'logos');
    const parsha = screen.getByRole('link', { name: 'Parsha Learning' });
    expect(within(parsha).getByRole('img', { name: 'Parsha Learning' })).toHaveAttribute(
      'src',
      '/logos/parsha.svg',
    );
    const daf = screen.getByRole('link', { name: 'Daf Learning' });
    const monogram = daf.querySelector('svg[data-monogram]');
    expect(monogram).toHaveAttribute('aria-hidden', 'true');
    expect(monogram).toHaveTextContent('DL');
  });
});
