import { styled } from 'styled-components';
import type { LinkComponent, LinkItem } from '../link';
import { media, theme } from '../theme';
import { LinkList } from './link-list';

/**
 * Spec §9: the menu's series list splits into columns above this many items.
 *
 * @example
 * ```ts
 * splitIntoColumns(Array.from({ length: MENU_COLUMN_THRESHOLD }, (_, i) => i)).length; // 1
 * ```
 */
export const MENU_COLUMN_THRESHOLD = 12;

/** Options of {@link splitIntoColumns}. */
export interface SplitIntoColumnsOptions {
  /** Lists of at most this many items stay in one column. Defaults to {@link MENU_COLUMN_THRESHOLD}. */
  threshold?: number;
  /** The most columns to make. Defaults to 3. */
  maxColumns?: number;
}

/**
 * Splits a list into columns (spec §2.4): at most `threshold` items stay in one column; longer
 * lists get one column per started `threshold` items, capped at `maxColumns` (so 13–24 items →
 * 2 columns, more than 24 → 3). Items keep their order and fill the columns one after the other;
 * the columns are balanced: their lengths differ by at most one, the longer ones first. An empty
 * list gives no columns.
 *
 * @throws RangeError when `threshold` or `maxColumns` is not a positive integer.
 * @example
 * ```ts
 * splitIntoColumns([1, 2, 3]); // [[1, 2, 3]]
 * splitIntoColumns(Array.from({ length: 14 }, (_, i) => i)).map((column) => column.length); // [7, 7]
 * splitIntoColumns(Array.from({ length: 30 }, (_, i) => i)).map((column) => column.length); // [10, 10, 10]
 * ```
 */
export function splitIntoColumns<T>(
  items: readonly T[],
  options: SplitIntoColumnsOptions = {},
): T[][] {
  const { threshold = MENU_COLUMN_THRESHOLD, maxColumns = 3 } = options;
  if (!Number.isInteger(threshold) || threshold < 1) {
    throw new RangeError(`threshold must be a positive integer, got ${threshold}`);
  }
  if (!Number.isInteger(maxColumns) || maxColumns < 1) {
    throw new RangeError(`maxColumns must be a positive integer, got ${maxColumns}`);
  }
  if (items.length === 0) return [];
  const count = Math.min(maxColumns, Math.ceil(items.length / threshold));
  const shortLength = Math.floor(items.length / count);
  const longColumns = items.length % count;
  const columns: T[][] = [];
  let start = 0;
  for (let index = 0; index < count; index++) {
    const length = shortLength + (index < longColumns ? 1 : 0);
    columns.push(items.slice(start, start + length));
    start += length;
  }
  return columns;
}

const Columns = styled.div<{ $columns: number }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};

  ${media.wide} {
    display: grid;
    grid-template-columns: repeat(${(props) => props.$columns}, minmax(0, 1fr));
    column-gap: ${theme.space.lg};
    align-items: start;
  }
`;

/** Props of {@link ColumnList}. */
export interface ColumnListProps extends SplitIntoColumnsOptions {
  items: readonly LinkItem[];
  /** The link component (`next/link`'s `Link`, say); defaults to `'a'`. */
  linkAs?: LinkComponent;
  /** Accessible name of the group of columns (for example the topic's name). */
  label?: string;
  className?: string;
}

/**
 * A list of links split into columns by {@link splitIntoColumns}: one `<ul>` per column inside a
 * wrapper with `data-columns`, side by side from 960px, stacked below. Renders nothing for an
 * empty list.
 *
 * @example
 * ```tsx
 * <ColumnList
 *   label="Gemara series"
 *   items={Array.from({ length: 14 }, (_, i) => ({ href: `/series/${i + 1}`, label: `Series ${i + 1}` }))}
 * />
 * ```
 */
export function ColumnList({
  items,
  linkAs,
  label,
  className,
  threshold,
  maxColumns,
}: ColumnListProps) {
  const columns = splitIntoColumns(items, { threshold, maxColumns });
  if (columns.length === 0) return null;
  return (
    <Columns
      className={className}
      $columns={columns.length}
      data-columns={columns.length}
      role={label ? 'group' : undefined}
      aria-label={label}
    >
      {columns.map((column, index) => (
        <LinkList key={index} items={column} linkAs={linkAs} data-column={index + 1} />
      ))}
    </Columns>
  );
}
