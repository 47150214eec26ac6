import styled from 'styled-components';
import type { SearchPostsQuery } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';

/** Where to start without a query: the topics, the largest series and the most prolific authors. */
export function BrowseLists({ facets }: { facets: SearchPostsQuery['searchPosts']['facets'] }) {
  const sections = [
    { title: 'Topics', entries: facets.topics, href: (value: string) => `/search?topics=${encodeURIComponent(value)}` },
    { title: 'Series', entries: facets.series.slice(0, 10), href: (value: string) => `/series/${value}`, more: '/series' },
    { title: 'Authors', entries: facets.authors.slice(0, 10), href: (value: string) => `/author/${value}`, more: '/author' },
  ];
  return (
    <Browse data-testid="browse-lists">
      {sections.map((section) => (
        <section key={section.title} aria-labelledby={`browse-${section.title}`}>
          <h2 id={`browse-${section.title}`}>{section.title}</h2>
          <ul>
            {section.entries.map((entry) => (
              <li key={entry.value}>
                <Link href={section.href(entry.value)}>{entry.label}</Link> <small>({entry.count})</small>
              </li>
            ))}
          </ul>
          {section.more ? <Link href={section.more}>All {section.title.toLowerCase()}</Link> : null}
        </section>
      ))}
    </Browse>
  );
}


const Browse = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.lg};
  margin-bottom: ${theme.space.xl};
  @media (max-width: 959.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
