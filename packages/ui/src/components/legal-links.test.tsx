import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LegalLinks } from './legal-links';
import { RouterLink } from './test-router-link';

describe('LegalLinks', () => {
  it('shows the copyright line, the privacy link and the cookie policy slot, in order', () => {
    const { container } = render(
      <LegalLinks
        siteName="Torah Learning"
        year={2026}
        cookiePolicy={
          <button type="button" data-cookie-policy="">
            Cookie Policy
          </button>
        }
      />,
    );
    expect(screen.getByText('© 2026 Torah Learning')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.getByRole('button', { name: 'Cookie Policy' })).toBeInTheDocument();
    expect(container.textContent).toBe('© 2026 Torah LearningPrivacy PolicyCookie Policy');
  });

  it('takes another privacy address and link component, and no cookie slot', () => {
    render(
      <LegalLinks siteName="Daf Learning" year="5786" privacyHref="/privacy" linkAs={RouterLink} />,
    );
    const link = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveAttribute('data-router-link');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
