import { styled } from 'styled-components';
import { theme } from '../theme';
import { initialsOf } from './avatar';
import { focusRing } from './styles';

/** A sister learning site. */
export interface SisterSite {
  name: string;
  href: string;
  /** Logo image for the `'logos'` variant; without it a monogram badge is drawn. */
  logoSrc?: string;
}

const Nav = styled.nav`
  & ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.sm} ${theme.space.lg};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.sm};
    min-height: 24px;
    ${focusRing}
  }

  &[data-variant='logos'] a {
    flex-direction: column;
    text-decoration: none;
    font-size: 0.875rem;
  }

  &[data-variant='logos'] a:hover {
    text-decoration: underline;
  }

  & img {
    display: block;
    height: 48px;
    width: auto;
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${theme.space.sm};
  font-size: 1rem;
`;

const Monogram = styled.svg`
  display: block;

  & rect {
    fill: ${theme.colors.avatarBackground};
  }

  & text {
    fill: ${theme.colors.avatarText};
    font-family: ${theme.fonts.body};
    font-weight: 700;
  }
`;

function MonogramBadge({ name }: { name: string }) {
  const initials = initialsOf(undefined, undefined, name);
  return (
    <Monogram
      viewBox="0 0 48 48"
      width={48}
      height={48}
      aria-hidden="true"
      focusable="false"
      data-monogram=""
    >
      <rect width="48" height="48" rx="12" />
      <text
        x="24"
        y="24"
        dominantBaseline="central"
        textAnchor="middle"
        fontSize={initials.length > 1 ? 18 : 22}
      >
        {initials}
      </text>
    </Monogram>
  );
}

/** Props of {@link SisterSites}. */
export interface SisterSitesProps {
  sites: readonly SisterSite[];
  /** `'links'`: the names as links (topic footer); `'logos'`: logos (dark footer). */
  variant?: 'links' | 'logos';
  /** The heading and accessible name. Defaults to `'Our sister learning sites'`. */
  label?: string;
  className?: string;
}

/**
 * The sister learning sites (spec §2.6): a `<nav>` with a heading and one link per site. In the
 * `'logos'` variant each link shows the site's logo (`alt` = its name) or, without `logoSrc`, a
 * monogram badge of its initials (decorative) above its name. The sites are other origins, so the
 * links are plain `<a>`.
 *
 * @example
 * ```tsx
 * <SisterSites
 *   variant="logos"
 *   sites={[
 *     { name: 'Daf Learning', href: 'https://daf.example.org' },
 *     { name: 'Parsha Learning', href: 'https://parsha.example.org', logoSrc: '/logos/parsha.svg' },
 *   ]}
 * />
 * ```
 */
export function SisterSites({
  sites,
  variant = 'links',
  label = 'Our sister learning sites',
  className,
}: SisterSitesProps) {
  return (
    <Nav aria-label={label} className={className} data-variant={variant} data-sister-sites="">
      <Heading>{label}</Heading>
      <ul role="list">
        {sites.map((site) => (
          <li key={site.href}>
            <a href={site.href}>
              {variant === 'logos' ? (
                site.logoSrc ? (
                  <img src={site.logoSrc} alt={site.name} height={48} />
                ) : (
                  <>
                    <MonogramBadge name={site.name} />
                    <span>{site.name}</span>
                  </>
                )
              ) : (
                site.name
              )}
            </a>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
