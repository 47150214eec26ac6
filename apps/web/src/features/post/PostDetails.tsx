import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import type { FullPost } from '@/features/post/full-post';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';

/** Topics, tags and holidays, each a link to the shiurim that share it. Left out of print. */
export function PostDetails({ post }: { post: FullPost }) {
  const groups = [
    {
      name: 'Topics',
      items: post.topics.map((topic) => ({ key: topic, label: topic, href: `/search?topics=${encodeURIComponent(topic)}` })),
    },
    {
      name: 'Tags',
      items: post.tags.map((tag) => ({ key: tag.id, label: tag.name, href: `/tag/${tag.id}` })),
    },
    {
      name: 'Holidays',
      items: post.holidays.map((holiday) => ({ key: holiday, label: holiday, href: `/search?holiday=${encodeURIComponent(holiday)}` })),
    },
  ].filter((group) => group.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <Details aria-labelledby="post-details-heading" data-print="hide" data-post-details="">
      <h2 id="post-details-heading">About this shiur</h2>
      <dl>
        {groups.map((group) => (
          <div key={group.name}>
            <dt>{group.name}</dt>
            <dd>
              <Chips>
                {group.items.map((item) => (
                  <li key={item.key}>
                    <Link href={item.href}>{item.label}</Link>
                  </li>
                ))}
              </Chips>
            </dd>
          </div>
        ))}
      </dl>
    </Details>
  );
}

const Details = styled.section`
  margin-top: ${theme.space.lg};
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.colors.border};
  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: 1.125rem;
  }
  dl {
    display: grid;
    gap: ${theme.space.sm};
    margin: 0;
  }
  dl > div {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${theme.space.sm};
  }
  dt {
    min-width: 5.5em;
    font-weight: 600;
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
  }
  @media print {
    display: none !important;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 2px ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.round};
    background: ${theme.colors.surface};
    color: ${theme.colors.primary};
    font-size: 0.875rem;
    text-decoration: none;
  }
  a:hover {
    background: ${theme.colors.surfaceMuted};
  }
  a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
