'use client';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Topic } from '@openshiur/reference-data';
import { ColumnList, media, MOBILE_BREAKPOINT_PX, theme, type LinkComponent, type LinkItem } from '@openshiur/ui';
import { SiteLink } from '@/components/navigation/client/SiteLink';
import { topicSeriesHref } from '@/features/series-and-authors/topic-anchor';
import type { SeriesLink } from '../topic-columns';
import { fetchTopicSeries } from './topic-series-cache';

export interface TopicCount {
  topic: Topic;
  count: number;
}

type LoadState = 'idle' | 'loading' | 'loaded' | 'error';

/** Where the main menu is collapsed behind its "Menu" button (the theme's `media.narrow`). */
const NARROW_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/**
 * The "Browse Topics" dropdown's panel (the product's main menu): each topic links to its search
 * results and lists its series by name, split into columns above 12. The pages carry only the
 * topics and their counts; the lists come from the cached per-topic fragments
 * (/api/topics/{topic}/series), asked for as soon as the visitor shows intent — the pointer
 * entering the menu entry, focus reaching it, a tap — so they are usually there before the
 * panel opens. Until they are, each topic holds about the room its list will take.
 */
export function TopicMenuPanel({ topics }: { topics: readonly TopicCount[] }) {
  const gridRef = useRef<HTMLUListElement>(null);
  const startedRef = useRef(false);
  const [lists, setLists] = useState<Partial<Record<Topic, SeriesLink[]>>>({});
  const [state, setState] = useState<LoadState>('idle');

  const load = useCallback(() => {
    if (startedRef.current) return;
    startedRef.current = true;
    setState('loading');
    const wanted = topics.filter((entry) => entry.count > 0);
    void Promise.allSettled(
      wanted.map(({ topic }) =>
        fetchTopicSeries(topic).then((series) => setLists((current) => ({ ...current, [topic]: series }))),
      ),
    ).then((results) => {
      const failed = results.some((result) => result.status === 'rejected');
      // After a failure the next sign of intent tries again (the lists already here are kept).
      if (failed) startedRef.current = false;
      setState(failed ? 'error' : 'loaded');
    });
  }, [topics]);

  useEffect(() => {
    // The dropdown's own entry (NavDropdown's <li>: the "Browse Topics" link, its toggle and this
    // panel). NavDropdown takes no event props, and pointerenter does not bubble, so the listeners
    // go on the element itself.
    const entry = gridRef.current?.parentElement?.closest('li');
    if (!entry) return;
    const events = ['pointerenter', 'focusin', 'click'] as const;
    for (const event of events) entry.addEventListener(event, load);
    // Below 960px the menu is collapsed behind "Menu": the entry showing means the visitor opened
    // it, and is about to look at the topics. (On wide screens it always shows: no such signal.)
    let observer: IntersectionObserver | undefined;
    if (window.matchMedia(NARROW_QUERY).matches && 'IntersectionObserver' in window) {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((item) => item.isIntersecting)) load();
      });
      observer.observe(entry);
    }
    return () => {
      for (const event of events) entry.removeEventListener(event, load);
      observer?.disconnect();
    };
  }, [load]);

  return (
    <TopicGrid ref={gridRef} data-testid="topics-menu" data-state={state} aria-busy={state === 'loading'}>
      {topics.map(({ topic, count }) => {
        const series = lists[topic];
        return (
          <li key={topic} data-topic={topic}>
            <TopicLink href={`/search?topics=${encodeURIComponent(topic)}`}>{topic}</TopicLink>
            {series ? (
              <ColumnList
                label={`${topic} series`}
                linkAs={SiteLink}
                items={series.map((item) => ({ key: item.id, href: `/series/${item.id}`, label: item.name }))}
              />
            ) : count > 0 && state === 'error' ? (
              <Failed>
                The list did not load. <SiteLink href={topicSeriesHref(topic)}>See all {count} {topic} series</SiteLink>
              </Failed>
            ) : count > 0 && state === 'loading' ? (
              <PendingList count={count} />
            ) : null}
          </li>
        );
      })}
    </TopicGrid>
  );
}

/**
 * The loading state, shown only once the lists are asked for (never in the page's HTML, which must
 * not grow with the catalogue): a blank line per series in the same columns as the list, so the
 * topics below keep roughly their place when it arrives (a long name may still wrap to two lines).
 * Hidden from assistive technology, which hears the panel's aria-busy instead.
 */
function PendingList({ count }: { count: number }) {
  const items: LinkItem[] = Array.from({ length: count }, (_, index) => ({
    key: String(index),
    href: `#pending-${index}`,
    label: '\u00a0',
  }));
  return (
    <Pending aria-hidden="true">
      <ColumnList items={items} linkAs={BlankLine} />
    </Pending>
  );
}

/** A line of the loading state: a span, so it is neither a link nor focusable (the menu's arrow keys skip it). */
const BlankLine: LinkComponent = function BlankLine({ className, children }: { className?: string; children?: ReactNode }) {
  return <span className={className}>{children}</span>;
};

const TopicGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
  ${media.wide} {
    /* Within the dropdown panel (at most 720px wide); a topic whose series run into columns
       takes the whole row. */
    grid-template-columns: repeat(2, minmax(0, 1fr));
    width: min(688px, calc(100vw - 64px));
    max-height: calc(100vh - 140px);
    overflow-y: auto;
    li:has([data-columns='2']),
    li:has([data-columns='3']) {
      grid-column: 1 / -1;
    }
  }
`;

const TopicLink = styled(SiteLink)`
  display: inline-block;
  font-weight: 700;
  margin-bottom: ${theme.space.xs};
`;

const Pending = styled.div`
  /* The lists' links: a 24px line with 2px above and below. */
  span {
    display: inline-block;
    min-height: 24px;
    line-height: 24px;
    margin-block: 2px;
    width: 10em;
    max-width: 100%;
    background: ${theme.colors.border};
    opacity: 0.5;
  }
`;

const Failed = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.colors.muted};
`;
