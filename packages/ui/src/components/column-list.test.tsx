import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColumnList, MENU_COLUMN_THRESHOLD, splitIntoColumns } from './column-list';
import { cssFor } from './test-utils';

const numbers = (length: number) => Array.from({ length }, (_, index) => index + 1);
const series = (length: number) =>
  numbers(length).map((n) => ({ href: `/series/${n}`, label: `Series ${n}` }));

describe('splitIntoColumns', () => {
  it('keeps up to 12 items in one column', () => {
    expect(MENU_COLUMN_THRESHOLD).toBe(12);
    expect(splitIntoColumns(numbers(1))).toEqual([[1]]);
    expect(splitIntoColumns(numbers(12))).toEqual([numbers(12)]);
  });

  it.each([
    [13, [7, 6]],
    [14, [7, 7]],
    [24, [12, 12]],
    [25, [9, 8, 8]],
    [30, [10, 10, 10]],
    [36, [12, 12, 12]],
    [100, [34, 33, 33]],
  ])('splits %i items into balanced columns %j', (length, lengths) => {
    const columns = splitIntoColumns(numbers(length));
    expect(columns.map((column) => column.length)).toEqual(lengths);
    expect(columns.flat()).toEqual(numbers(length));
  });

  it('fills column by column', () => {
    expect(splitIntoColumns(numbers(13))).toEqual([
      [1, 2, 3, 4, 5, 6, 7],
      [8, 9, 10, 11, 12, 13],
    ]);
  });

  it('takes the threshold and column cap as options', () => {
    expect(splitIntoColumns(numbers(5), { threshold: 2 }).map((column) => column.length)).toEqual([
      2, 2, 1,
    ]);
    expect(splitIntoColumns(numbers(30), { maxColumns: 2 }).map((column) => column.length)).toEqual(
      [15, 15],
    );
    expect(splitIntoColumns(numbers(4), { threshold: 1, maxColumns: 3 })).toEqual([
      [1, 2],
      [3],
      [4],
    ]);
  });

  it('gives no columns for an empty list', () => {
    expect(splitIntoColumns([])).toEqual([]);
  });

  it('rejects options that are not positive integers', () => {
    expect(() => splitIntoColumns(numbers(3), { threshold: 0 })).toThrow(RangeError);
    expect(() => splitIntoColumns(numbers(3), { maxColumns: 1.5 })).toThrow(RangeError);
  });
});

describe('ColumnList', () => {
  it.each([
    [5, 1],
    [14, 2],
    [30, 3],
  ])('renders %i items as %i lists in a data-columns wrapper', (length, count) => {
    const { container } = render(<ColumnList items={series(length)} />);
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper).toHaveAttribute('data-columns', String(count));
    const lists = within(wrapper).getAllByRole('list');
    expect(lists).toHaveLength(count);
    const labels = lists.flatMap((list) =>
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    );
    expect(labels).toEqual(series(length).map((item) => item.label));
  });

  it('puts the columns side by side from 960px', () => {
    const { container } = render(<ColumnList items={series(14)} />);
    const css = cssFor(container.firstElementChild as HTMLElement);
    expect(css).toMatch(
      /@media \(min-width: 960px\)\{[^{]*\{display:grid;grid-template-columns:repeat\(2, minmax\(0, 1fr\)\)/,
    );
    expect(css).toContain('flex-direction:column');
  });

  it('labels the group when given a label', () => {
    render(<ColumnList items={series(14)} label="Gemara series" />);
    expect(screen.getByRole('group', { name: 'Gemara series' })).toHaveAttribute(
      'data-columns',
      '2',
    );
  });

  it('renders nothing for no items', () => {
    const { container } = render(<ColumnList items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
