import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CatalogueFileError } from './catalogue';
import { readFields } from './fields';
import { parseCatalogueCsv } from './parse-csv';
import { parseCatalogueJson } from './parse-json';

const example = (name: string) => new URL(`./examples/${name}`, import.meta.url);
const withoutRows = (records: { row: number }[]) => records.map(({ row: _row, ...rest }) => rest);

describe('catalogue files', () => {
  it('reads the example CSV and the example JSON as the same records', () => {
    const csv = parseCatalogueCsv(readFileSync(example('catalogue.csv')));
    const json = parseCatalogueJson(readFileSync(example('catalogue.json'), 'utf8'));
    expect(csv.records).toHaveLength(7);
    expect(withoutRows(csv.records)).toEqual(withoutRows(json.records));
    expect(csv.records.flatMap((record) => record.errors)).toEqual([]);
    expect(json.records.find((record) => record.values.externalId === 'p-1')?.values).toMatchObject(
      {
        authors: ['a-1', 'a-2'],
        daf: 2,
        publishedAt: new Date('2024-01-07T06:00:00Z'),
      },
    );
  });

  it('numbers CSV rows by the line they start on, across quoted line breaks and empty lines', () => {
    const csv = 'type,externalId,title,body\npost,p-1,One,"first\nsecond"\n\npost,p-2,Two,x\n';
    const { records } = parseCatalogueCsv(csv);
    expect(records.map((record) => [record.values.externalId, record.row])).toEqual([
      ['p-1', 2],
      ['p-2', 5],
    ]);
    expect(records[0]!.values.body).toBe('first\nsecond');
  });

  it('numbers JSON records by their place in their list', () => {
    const { records } = parseCatalogueJson('{"posts":[{"externalId":"x"},{"externalId":"y"}]}');
    expect(records.map((record) => record.row)).toEqual([1, 2]);
  });

  it('takes every row of a CSV without a type column as the --type given', () => {
    const { records } = parseCatalogueCsv('externalId,name\na-1,Sample\n', { type: 'author' });
    expect(records).toEqual([
      { type: 'author', row: 2, values: { externalId: 'a-1', name: 'Sample' }, errors: [] },
    ]);
  });

  it('reports a row of no known type without reading it', () => {
    const { records, unreadable } = parseCatalogueCsv('type,externalId,name\nteacher,t-1,Sample\n');
    expect(records).toEqual([]);
    expect(unreadable).toEqual([
      {
        row: 2,
        externalId: 't-1',
        field: 'type',
        message: '"teacher" is not author, series or post',
      },
    ]);
  });

  it.each([
    ['type,externalId,titel\n', /Unknown column: titel/],
    ['externalId,name\n', /No type column/],
    ['type,name\n', /No externalId column/],
    ['type,externalId,name,name\n', /Column given twice: name/],
    ['type,externalId\n"post,p-1\n', /Not a readable CSV file/],
  ])('refuses the whole CSV file %j', (csv, message) => {
    expect(() => parseCatalogueCsv(csv)).toThrow(CatalogueFileError);
    expect(() => parseCatalogueCsv(csv)).toThrow(message);
  });

  it.each([
    ['[1, 2]', /Expected an object/],
    ['{"post": []}', /Unknown list: post/],
    ['{"posts": {}}', /"posts" must be a list/],
    ['{"posts": [', /Not a readable JSON file/],
  ])('refuses the whole JSON file %j', (json, message) => {
    expect(() => parseCatalogueJson(json)).toThrow(message);
  });
});

describe('readFields', () => {
  it('reads CSV text and JSON values alike', () => {
    const fromCsv = readFields('post', 2, {
      daf: '12',
      authors: 'a-1| a-2 |',
      publishedAt: '2024-03-01',
      title: ' T ',
      body: '',
    });
    const fromJson = readFields('post', 1, {
      daf: 12,
      authors: ['a-1', 'a-2'],
      publishedAt: '2024-03-01T00:00:00Z',
      title: 'T',
      body: null,
    });
    expect(fromCsv.values).toEqual({
      daf: 12,
      authors: ['a-1', 'a-2'],
      publishedAt: new Date('2024-03-01T00:00:00Z'),
      title: 'T',
    });
    expect(fromJson.values).toEqual(fromCsv.values);
  });

  it('reports values it cannot read, and fields the type does not have', () => {
    const record = readFields('author', 3, { externalId: 'a', daf: '12', bio: ['x'] });
    expect(record.errors).toEqual([
      { field: 'daf', message: 'Not a field of an author' },
      { field: 'bio', message: 'Expected text' },
    ]);
    expect(
      readFields('post', 1, { daf: '12a', publishedAt: '1 March 2024', tags: [{}] }).errors,
    ).toEqual([
      { field: 'daf', message: 'A whole number' },
      { field: 'publishedAt', message: expect.stringContaining('A date and time with its offset') },
      { field: 'tags', message: 'A list of texts' },
    ]);
    // A time without its offset could be any zone's: refused rather than guessed.
    expect(readFields('post', 1, { scheduledFor: '2030-01-01T10:00' }).errors).toHaveLength(1);
  });
});
