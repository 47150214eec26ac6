import { describe, expect, it } from 'vitest';
import {
  ALGOLIA_MAX_RECORD_BYTES,
  authorRecord,
  byteLength,
  plainText,
  postRecord,
  recordBytes,
  RECORD_BUDGET_BYTES,
  seriesRecord,
  sortKey,
  truncateUtf8,
  type PostSource,
} from './records';

const post = (overrides: Partial<PostSource> = {}): PostSource => ({
  id: 42,
  title: 'Berachos 2a: The Time for Shema',
  excerpt: null,
  body: null,
  topics: ['Gemara'],
  holidays: [],
  mediaType: 'Audio',
  language: 'English',
  clipLength: null,
  publishedAt: new Date('2026-01-10T12:00:00.000Z'),
  createdAt: new Date('2026-01-01T00:00:00.000Z'),
  seriesId: 1,
  seriesName: 'Daf Yomi Berachos',
  authors: [
    { id: 3, name: 'Rabbi <em>Sample</em> Cohenfeld' },
    { id: 1, name: 'Rabbi Sample Avrahamson' },
  ],
  ...overrides,
});

describe('post records', () => {
  it('carries ids as strings, names as plain text, and the date as unix seconds', () => {
    expect(postRecord(post({ clipLength: 'Long', holidays: ['Sukkot'] }))).toEqual({
      objectID: '42',
      title: 'Berachos 2a: The Time for Shema',
      seriesName: 'Daf Yomi Berachos',
      authorNames: ['Rabbi Sample Cohenfeld', 'Rabbi Sample Avrahamson'],
      topics: ['Gemara'],
      authors: ['3', '1'],
      series: '1',
      mediaType: 'Audio',
      language: 'English',
      clipLength: 'Long',
      holidays: ['Sukkot'],
      publishedAt: 1_768_046_400,
    });
  });

  it('leaves out what a post does not have, so it is neither counted nor matched', () => {
    const record = postRecord(
      post({ seriesId: null, seriesName: null, excerpt: '  ', body: '<p></p>' }),
    );
    expect(record).not.toHaveProperty('series');
    expect(record).not.toHaveProperty('seriesName');
    expect(record).not.toHaveProperty('clipLength');
    expect(record).not.toHaveProperty('excerpt');
    expect(record).not.toHaveProperty('body');
  });

  it('dates a post without a publication date by its creation', () => {
    expect(postRecord(post({ publishedAt: null })).publishedAt).toBe(1_767_225_600);
  });

  it('keeps the body as plain text', () => {
    const record = postRecord(
      post({
        body: '<p>Why the <strong>Su</strong>ccah &amp; the four species&nbsp;belong</p><p>together.</p>',
      }),
    );
    expect(record.body).toBe('Why the Succah & the four species belong together.');
  });

  it('truncates a long body so the record stays under Algolia’s 10 KB, Hebrew included', () => {
    const english = postRecord(post({ body: `<p>${'nightfall '.repeat(5_000)}</p>` }));
    const hebrew = postRecord(post({ body: `<p>${'קריאת שמע '.repeat(5_000)}</p>` }));
    for (const record of [english, hebrew]) {
      expect(recordBytes(record)).toBeLessThanOrEqual(RECORD_BUDGET_BYTES);
      expect(recordBytes(record)).toBeGreaterThan(RECORD_BUDGET_BYTES - 100);
      expect(record.body?.endsWith(' ')).toBe(false);
    }
    // Cut between words, not inside one.
    expect(english.body?.split(' ').every((word) => word === 'nightfall')).toBe(true);
    expect(hebrew.body?.split(' ').every((word) => word === 'קריאת' || word === 'שמע')).toBe(true);
  });

  it('refuses a record that cannot fit even without its body', () => {
    expect(() => postRecord(post({ title: 'x'.repeat(ALGOLIA_MAX_RECORD_BYTES) }))).toThrow(
      /above 10000 bytes/,
    );
  });
});

describe('author and series records', () => {
  it('keeps the sanitised name with its markup for display and searches it without', () => {
    expect(authorRecord({ id: 3, name: 'Rabbi <em>Sample</em> Cohenfeld', image: null })).toEqual({
      objectID: '3',
      name: 'Rabbi <em>Sample</em> Cohenfeld',
      plainName: 'Rabbi Sample Cohenfeld',
      image: null,
      sortName: 'rabbi sample cohenfeld',
    });
  });

  it('turns an empty image into null and keeps any other as stored', () => {
    expect(authorRecord({ id: 4, name: 'A', image: '' }).image).toBeNull();
    expect(authorRecord({ id: 4, name: 'A', image: '  ' }).image).toBeNull();
    expect(authorRecord({ id: 2, name: 'A', image: 'avatars/leviberg' }).image).toBe(
      'avatars/leviberg',
    );
    expect(
      authorRecord({ id: 1, name: 'A', image: 'https://images.example.org/a.jpg' }).image,
    ).toBe('https://images.example.org/a.jpg');
  });

  it('gives series a name and a folded sort key', () => {
    expect(seriesRecord({ id: 10, name: 'Sample Series Á' })).toEqual({
      objectID: '10',
      name: 'Sample Series Á',
      plainName: 'Sample Series Á',
      sortName: 'sample series a',
    });
  });
});

describe('text helpers', () => {
  it('removes tags without splitting words styled inside', () => {
    expect(plainText('Co<b>hen</b>feld<br>next<p>para</p>')).toBe('Cohenfeld next para');
    expect(plainText('a &lt;b&gt; &#39;c&#39; &#x5e9; &unknown;')).toBe("a <b> 'c' ש &unknown;");
  });

  it('truncates by UTF-8 bytes without breaking a character', () => {
    expect(truncateUtf8('שבת', 3)).toBe('ש');
    expect(byteLength(truncateUtf8('שבת שלום', 7))).toBeLessThanOrEqual(7);
    expect(truncateUtf8('short', 100)).toBe('short');
    expect(truncateUtf8('anything', 0)).toBe('');
  });

  it('sorts names by their folded plain text', () => {
    const names = [
      'Rebbetzin Sample Leviberg',
      'Rabbi <em>Sample</em> Cohenfeld',
      'Rabbi Demo Brachfeld',
      'rabbi sample avrahamson',
    ];
    expect([...names].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1))).toEqual([
      'Rabbi Demo Brachfeld',
      'rabbi sample avrahamson',
      'Rabbi <em>Sample</em> Cohenfeld',
      'Rebbetzin Sample Leviberg',
    ]);
  });
});
