import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';

/** Where a page sits: links to its parents, the page itself last (not a link). */
export function Breadcrumbs({ trail }: { trail: readonly { label: string; href?: string }[] }) {
  return (
    <Nav aria-label="Breadcrumb">
      <ol>
        {trail.map((step, index) => (
          // A step's place is its identity: a shiur may share its series' name.
          <li key={index}>
            {step.href ? <Link href={step.href}>{step.label}</Link> : <span aria-current="page">{step.label}</span>}
          </li>
        ))}
      </ol>
    </Nav>
  );
}

const Nav = styled.nav`
  font-size: 0.875rem;
  margin-bottom: ${theme.space.sm};

  & ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    margin: 0;
    padding: 0;
  }

  & li + li::before {
    content: '›';
    margin: 0 ${theme.space.sm};
    color: ${theme.colors.muted};
  }

  & a {
    color: ${theme.colors.primary};
  }

  & [aria-current] {
    color: ${theme.colors.muted};
  }
`;
