import styled from 'styled-components';
import { media, theme } from '@openshiur/ui';
import { formatShortDay, type IsoDate } from '@/features/learning/server/calendar-day';
import type { ScheduleGroup, ScheduleItem, ScheduleOutline } from '@/features/learning/server/types';

interface OutlineContext {
  /** Addresses of today's unit: their items are marked, their groups open. */
  current: ReadonlySet<string>;
  /** Shiurim per coverage key; absent when the programme's shiurim are not counted. */
  counts?: ReadonlyMap<string, number>;
  year: number;
}

/**
 * A programme's whole text, group by group (seder, masechta, book…), each a disclosure that opens
 * without script; the group holding today's unit starts open. Items show their date in the cycle
 * and, where shiurim are counted, how many there are.
 *
 * A listing runs to a thousand items (the Rambam's chapters), so it is plain markup styled once
 * from its container: a styled component per item would repeat its style tag a thousand times in
 * server-rendered HTML, and a client-side link per item would add as many components to hydrate.
 * Its links are ordinary links.
 */
export function ScheduleOutlineView({
  outline,
  today,
  current,
  counts,
}: {
  outline: ScheduleOutline;
  today: IsoDate;
  current: ReadonlySet<string>;
  counts?: ReadonlyMap<string, number>;
}) {
  const context: OutlineContext = { current, counts, year: Number(today.slice(0, 4)) };
  return (
    <Outline data-testid="schedule-outline">
      <p className="caption">{outline.caption}</p>
      {outline.groups.map((group) => (
        <Group key={group.id} group={group} context={context} open={outline.groups.length === 1} />
      ))}
    </Outline>
  );
}

/** An item is current when it is one of today's pages, or holds one (a masechta holds its dafim). */
function isCurrent(item: ScheduleItem, context: OutlineContext): boolean {
  const href = item.href;
  return Boolean(
    href && [...context.current].some((path) => path === href || path.startsWith(`${href}/`)),
  );
}

function holdsCurrent(group: ScheduleGroup, context: OutlineContext): boolean {
  return (
    (group.items ?? []).some((item) => isCurrent(item, context)) ||
    (group.groups ?? []).some((child) => holdsCurrent(child, context))
  );
}

function Group({
  group,
  context,
  open = false,
}: {
  group: ScheduleGroup;
  context: OutlineContext;
  open?: boolean;
}) {
  return (
    <details id={group.id} open={open || holdsCurrent(group, context)}>
      <summary>
        <span className="title">{group.title}</span>
        {group.hebrewTitle ? (
          <>
            {' '}
            <span lang="he" dir="rtl">
              {group.hebrewTitle}
            </span>
          </>
        ) : null}
        {group.summary ? <span className="summary">{group.summary}</span> : null}
      </summary>
      {group.groups?.map((child) => (
        <Group key={child.id} group={child} context={context} />
      ))}
      {group.items?.length ? (
        <ol>
          {group.items.map((item) => (
            <Item key={`${item.label}-${item.href ?? ''}`} item={item} context={context} />
          ))}
        </ol>
      ) : null}
    </details>
  );
}

function Item({ item, context }: { item: ScheduleItem; context: OutlineContext }) {
  const current = isCurrent(item, context);
  const shiurim = item.coverageKey ? context.counts?.get(item.coverageKey) : undefined;
  return (
    <li aria-current={current ? 'date' : undefined}>
      <span className="name">
        {item.href ? <a href={item.href}>{item.label}</a> : item.label}
        {item.hebrewLabel ? (
          <>
            {' '}
            <span lang="he" dir="rtl">
              {item.hebrewLabel}
            </span>
          </>
        ) : null}
      </span>
      <span className="meta">
        {item.detail ? <span>{item.detail}</span> : null}
        {item.date ? (
          <time dateTime={item.date}>{formatShortDay(item.date, context.year)}</time>
        ) : null}
        {context.counts ? (
          shiurim ? (
            <span className="count">{`${shiurim} ${shiurim === 1 ? 'shiur' : 'shiurim'}`}</span>
          ) : (
            <span>no shiurim yet</span>
          )
        ) : null}
      </span>
    </li>
  );
}

const Outline = styled.div`
  .caption {
    margin: 0 0 ${theme.space.md};
    color: ${theme.colors.muted};
  }
  details {
    margin: 0 0 ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.medium};
    background: ${theme.colors.surface};
  }
  details details {
    margin: ${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.md};
    ${media.narrow} {
      margin-left: ${theme.space.sm};
    }
  }
  details[open] > summary {
    border-bottom: 1px solid ${theme.colors.border};
  }
  summary {
    padding: ${theme.space.sm} ${theme.space.md};
    min-height: 24px;
    cursor: pointer;
  }
  summary:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  .title {
    font-weight: 700;
  }
  .summary {
    display: block;
    margin-left: 1.2em;
    font-size: 0.875rem;
    color: ${theme.colors.muted};
  }
  [lang='he'] {
    font-family: ${theme.fonts.hebrew};
    unicode-bidi: isolate;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: ${theme.space.sm};
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: ${theme.space.xs};
  }
  li {
    padding: ${theme.space.xs} ${theme.space.sm};
    border-radius: ${theme.radii.small};
  }
  li[aria-current='date'] {
    background: ${theme.colors.surfaceMuted};
    outline: 2px solid ${theme.colors.primary};
  }
  .name {
    display: block;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${theme.space.sm};
    font-size: 0.8125rem;
    color: ${theme.colors.muted};
  }
  .count {
    font-weight: 600;
    color: ${theme.colors.primary};
  }
`;
