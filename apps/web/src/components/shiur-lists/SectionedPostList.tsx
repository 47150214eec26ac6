import styled from 'styled-components';
import type { PostSummaryFragment } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';
import { sectionAnchor, sectionRuns, type SectionSpan } from '@/components/shiur-lists/section-runs';
import { ShiurList } from './PostList';
import { ShiurRow, type ShiurRowOptions } from './ShiurRow';

/**
 * One page of a series in its order, under the series' section headings (a masechta, a book), each
 * list numbered (`ol start`) with its rows' places in the series. A section carried over from the previous page says so.
 */
export function SectionedPostList({
  posts,
  firstPosition,
  sections,
  headingLevel = 3,
  emptyText = 'No shiurim yet.',
  ...options
}: {
  posts: readonly PostSummaryFragment[];
  firstPosition: number;
  sections: readonly SectionSpan[];
  headingLevel?: 2 | 3 | 4;
  emptyText?: string;
} & ShiurRowOptions) {
  if (posts.length === 0) return <p>{emptyText}</p>;
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-testid="post-list">
      {sectionRuns(posts, firstPosition, sections).map((run) => {
        const list = (
          <ShiurList as="ol" start={run.start}>
            {run.items.map((post) => (
              <li key={post.id}>
                <ShiurRow post={post} {...options} />
              </li>
            ))}
          </ShiurList>
        );
        if (!run.section) return <div key={`run-${run.start}`}>{list}</div>;
        const id = sectionAnchor(run.sectionIndex);
        return (
          <Section key={`run-${run.start}`} aria-labelledby={id} data-section={run.section.title}>
            <SectionHeading as={Heading} id={id}>
              {run.section.title}
              {run.continued ? <small> (continued)</small> : null}
            </SectionHeading>
            {list}
          </Section>
        );
      })}
    </div>
  );
}

const Section = styled.section`
  & + & {
    margin-top: ${theme.space.lg};
  }
`;

const SectionHeading = styled.h3`
  margin: 0 0 ${theme.space.sm};
  font-size: 1.125rem;
  small {
    font-weight: normal;
    color: ${theme.colors.muted};
  }
`;
