import { styled } from 'styled-components';
import type { LinkComponent, LinkItem } from '../link';
import { media, theme } from '../theme';
import { LinkList } from './link-list';
import { focusRing } from './styles';

/** One topic of the topic footer: its name, optional link, and its series. */
export interface FooterTopic {
  topic: string;
  /** Where the topic's heading links to (for example `/search?topics=Gemara`); plain text without. */
  href?: string;
  series: readonly LinkItem[];
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.lg};

  @media (min-width: 480px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.wide} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0 0 ${theme.space.sm};
  font-size: 1rem;
  font-weight: 700;

  & a {
    text-decoration: none;
    ${focusRing}
  }

  & a:hover {
    text-decoration: underline;
  }
`;

/** Props of {@link TopicFooterColumns}. */
export interface TopicFooterColumnsProps {
  /** The columns, each a list of topics (spec §2.6: column 1 topic [0], column 2 [1] and [8], …). */
  columns: readonly (readonly FooterTopic[])[];
  /** The link component (`next/link`'s `Link`, say); defaults to `'a'`. */
  linkAs?: LinkComponent;
  /** Prefix of the headings' ids; change it when the component appears twice on a page. */
  idPrefix?: string;
  className?: string;
}

/**
 * The topic footer's columns (spec §2.6): four columns from 960px (two below, one under 480px),
 * each `data-footer-column={n}`; each topic is a `<section>` labelled by its `<h2>`, with the
 * topic's series as a {@link LinkList}.
 *
 * @example
 * ```tsx
 * <TopicFooterColumns
 *   columns={[
 *     [{ topic: 'Gemara', href: '/search?topics=Gemara', series: [{ href: '/series/1', label: 'Daf Yomi in Depth' }] }],
 *     [{ topic: 'Halacha', series: [{ href: '/series/2', label: 'Halacha for Today' }] }],
 *   ]}
 * />
 * ```
 */
export function TopicFooterColumns({
  columns,
  linkAs,
  idPrefix = 'footer-topic',
  className,
}: TopicFooterColumnsProps) {
  const Link = linkAs ?? 'a';
  return (
    <Grid className={className} data-topic-footer="">
      {columns.map((topics, columnIndex) => (
        <Column key={columnIndex} data-footer-column={columnIndex + 1}>
          {topics.map((topic, topicIndex) => {
            const id = `${idPrefix}-${columnIndex + 1}-${topicIndex + 1}`;
            return (
              <section key={`${topic.topic}-${topicIndex}`} aria-labelledby={id}>
                <Heading id={id}>
                  {topic.href ? <Link href={topic.href}>{topic.topic}</Link> : topic.topic}
                </Heading>
                <LinkList items={topic.series} linkAs={linkAs} />
              </section>
            );
          })}
        </Column>
      ))}
    </Grid>
  );
}
