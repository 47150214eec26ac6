import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { LinkComponent } from '../link';
import { theme } from '../theme';
import { focusRing } from './styles';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.lg};
  font-size: 0.875rem;

  & p {
    margin: 0;
  }

  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm} ${theme.space.lg};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & li {
    display: flex;
    align-items: center;
    min-height: 24px;
  }

  & a {
    ${focusRing}
  }
`;

/** Props of {@link LegalLinks}. */
export interface LegalLinksProps {
  siteName: string;
  /** The copyright year, usually the current one. */
  year: number | string;
  /** Defaults to `'/privacy-policy'`. */
  privacyHref?: string;
  /**
   * The cookie policy control. The drawer it opens is interactive, so the site passes the button
   * from `@openshiur/ui/client` here.
   */
  cookiePolicy?: ReactNode;
  /** The link component (`next/link`'s `Link`, say); defaults to `'a'`. */
  linkAs?: LinkComponent;
  className?: string;
}

/**
 * The footers' legal line (spec §2.6): "© {year} {siteName}", the "Privacy Policy" link, then the
 * cookie policy slot.
 *
 * @example
 * ```tsx
 * <LegalLinks
 *   siteName="Torah Learning"
 *   year={2026}
 *   cookiePolicy={<a href="/cookie-policy">Cookie Policy</a>}
 * />
 * ```
 */
export function LegalLinks({
  siteName,
  year,
  privacyHref = '/privacy-policy',
  cookiePolicy,
  linkAs,
  className,
}: LegalLinksProps) {
  const Link = linkAs ?? 'a';
  return (
    <Row className={className} data-legal-links="">
      <p>{`© ${year} ${siteName}`}</p>
      <ul role="list">
        <li>
          <Link href={privacyHref}>Privacy Policy</Link>
        </li>
        {cookiePolicy ? <li>{cookiePolicy}</li> : null}
      </ul>
    </Row>
  );
}
