import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { AdminOnly } from './server/AdminOnly';

/** The studio's sections, in the order editors see them. */
export const STUDIO_SECTIONS = {
  posts: { label: 'Posts', href: '/studio' },
  series: { label: 'Series', href: '/studio/series' },
  authors: { label: 'Authors', href: '/studio/authors' },
  tags: { label: 'Tags', href: '/studio/tags' },
  events: { label: 'Events', href: '/studio/events' },
  streams: { label: 'Streams', href: '/studio/streams' },
  blogs: { label: 'Blog', href: '/studio/blogs' },
  pages: { label: 'Pages', href: '/studio/pages' },
  ads: { label: 'Ads', href: '/studio/ads' },
  newsletters: { label: 'Newsletters', href: '/studio/newsletters', adminOnly: true },
  donations: { label: 'Donations', href: '/studio/donations', adminOnly: true },
  dedications: { label: 'Dedications', href: '/studio/dedications', adminOnly: true },
  orders: { label: 'Orders', href: '/studio/orders', adminOnly: true },
  messages: { label: 'Messages', href: '/studio/messages', adminOnly: true },
} as const;

export type StudioSection = keyof typeof STUDIO_SECTIONS;

/**
 * The studio's navigation, on every studio page. The section's list is the current page
 * (aria-current="page"); on its forms the section is marked as the current place (aria-current="true").
 */
export function StudioNav({ current, atList = false }: { current: StudioSection; atList?: boolean }) {
  return (
    <Nav aria-label="Studio">
      <ul>
        {(Object.keys(STUDIO_SECTIONS) as StudioSection[]).map((section) => {
          const item = (
            <li key={section}>
              <Link href={STUDIO_SECTIONS[section].href} aria-current={section === current ? (atList ? 'page' : 'true') : undefined}>
                {STUDIO_SECTIONS[section].label}
              </Link>
            </li>
          );
          // Admins' sections are listed to admins only (their pages check the role themselves).
          return 'adminOnly' in STUDIO_SECTIONS[section] ? <AdminOnly key={section}>{item}</AdminOnly> : item;
        })}
      </ul>
    </Nav>
  );
}

const Nav = styled.nav`
  margin: 8px 0 16px;
  border-bottom: 1px solid ${theme.colors.border};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 20px;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-block;
    padding: 8px 0;
    color: ${theme.colors.primary};
  }

  a[aria-current] {
    font-weight: 700;
    color: ${theme.colors.text};
    border-bottom: 3px solid ${theme.colors.primary};
  }
`;
