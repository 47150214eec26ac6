// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildPodcastFeed, enclosureType, escapeXml, rfc822, type FeedChannel } from './podcast-feed';

const ITUNES = 'http://www.itunes.com/dtds/podcast-1.0.dtd';
const ATOM = 'http://www.w3.org/2005/Atom';

/** Parses XML as a feed reader would; a well-formedness error fails the test. */
function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent}`);
  return document;
}

const channel = (overrides: Partial<FeedChannel> = {}): FeedChannel => ({
  title: 'Daf Yomi with <em>Rabbi</em> Sample & Co',
  link: 'https://shiurim.example/series/1',
  selfUrl: 'https://shiurim.example/series/1/feed.xml',
  description: 'A daf a day. "Quotes" and \'apostrophes\'',
  language: 'en',
  author: 'Rabbi A. Sample',
  imageUrl: 'https://shiurim.example/series/1/artwork.png?v=1&size=1400',
  category: { text: 'Religion & Spirituality', subcategory: 'Judaism' },
  type: 'serial',
  episodes: [
    {
      guid: 'openshiur-post-12',
      title: 'Berachos 2: Shema at night <b>',
      link: 'https://shiurim.example/p/12',
      description: 'From when may one read the Shema? Tom & Jerry\u0001',
      pubDate: new Date(Date.UTC(2026, 0, 1, 6, 5, 9)),
      author: 'Rabbi A. Sample',
      enclosure: { url: 'https://media.example/berachos 2.mp3?a=1&b=2', length: 1234567, type: 'audio/mpeg' },
      durationSeconds: 3723,
      episode: 1,
    },
    {
      guid: 'openshiur-post-13',
      title: 'Berachos 3',
      link: 'https://shiurim.example/p/13',
      pubDate: new Date(Date.UTC(2025, 11, 31, 23, 0, 0)),
      enclosure: { url: 'https://media.example/3.mp4', length: 0, type: 'video/mp4' },
    },
  ],
  ...overrides,
});

describe('escapeXml', () => {
  it('escapes markup characters and drops characters XML forbids', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;');
    expect(escapeXml('bell\u0007 tab\t ok\uFFFE')).toBe('bell tab\t ok');
    expect(escapeXml('ברכות דף ב')).toBe('ברכות דף ב');
  });
});

describe('rfc822', () => {
  it('writes dates in GMT with English day and month names', () => {
    expect(rfc822(new Date(Date.UTC(2026, 0, 1, 6, 5, 9)))).toBe('Thu, 01 Jan 2026 06:05:09 GMT');
    expect(rfc822(new Date('2025-07-14T23:59:59-04:00'))).toBe('Tue, 15 Jul 2025 03:59:59 GMT');
  });
});

describe('enclosureType', () => {
  it('goes by the extension, ignoring the query', () => {
    expect(enclosureType('https://m.example/a.MP3?x=.mp4', 'Video')).toBe('audio/mpeg');
    expect(enclosureType('/media/sample.wav', 'Audio')).toBe('audio/wav');
    expect(enclosureType('/media/sample-1.mp4#t=10', 'Audio')).toBe('video/mp4');
    expect(enclosureType('https://m.example/a.m4a', 'Audio')).toBe('audio/mp4');
  });

  it('falls back to the kind of post without a known extension', () => {
    expect(enclosureType('https://m.example/stream?id=5', 'Audio')).toBe('audio/mpeg');
    expect(enclosureType('https://m.example/watch', 'Video')).toBe('video/mp4');
  });
});

describe('buildPodcastFeed', () => {
  const document = parse(buildPodcastFeed(channel()));
  const channelElement = document.getElementsByTagName('channel')[0]!;
  const direct = (parent: Element, name: string) => [...parent.children].find((child) => child.tagName === name);

  it('is RSS 2.0 with the iTunes and Atom namespaces', () => {
    expect(document.documentElement.tagName).toBe('rss');
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    const self = channelElement.getElementsByTagNameNS(ATOM, 'link')[0]!;
    expect(self.getAttribute('rel')).toBe('self');
    expect(self.getAttribute('href')).toBe('https://shiurim.example/series/1/feed.xml');
    expect(self.getAttribute('type')).toBe('application/rss+xml');
  });

  it('keeps text exactly through escaping', () => {
    expect(direct(channelElement, 'title')!.textContent).toBe('Daf Yomi with <em>Rabbi</em> Sample & Co');
    expect(direct(channelElement, 'description')!.textContent).toBe('A daf a day. "Quotes" and \'apostrophes\'');
    const image = channelElement.getElementsByTagNameNS(ITUNES, 'image')[0]!;
    expect(image.getAttribute('href')).toBe('https://shiurim.example/series/1/artwork.png?v=1&size=1400');
  });

  it('carries the iTunes channel tags', () => {
    const itunes = (name: string) => [...channelElement.children].find((child) => child.namespaceURI === ITUNES && child.localName === name);
    expect(itunes('author')!.textContent).toBe('Rabbi A. Sample');
    expect(itunes('explicit')!.textContent).toBe('false');
    expect(itunes('type')!.textContent).toBe('serial');
    const category = itunes('category')!;
    expect(category.getAttribute('text')).toBe('Religion & Spirituality');
    expect(category.getElementsByTagNameNS(ITUNES, 'category')[0]!.getAttribute('text')).toBe('Judaism');
    expect(direct(channelElement, 'lastBuildDate')!.textContent).toBe('Thu, 01 Jan 2026 06:05:09 GMT');
  });

  it('writes each episode with a stable guid, its date, its page and an enclosure', () => {
    const items = [...channelElement.getElementsByTagName('item')];
    expect(items).toHaveLength(2);
    const [first, second] = items as [Element, Element];
    expect(direct(first, 'title')!.textContent).toBe('Berachos 2: Shema at night <b>');
    expect(direct(first, 'link')!.textContent).toBe('https://shiurim.example/p/12');
    const guid = direct(first, 'guid')!;
    expect(guid.textContent).toBe('openshiur-post-12');
    expect(guid.getAttribute('isPermaLink')).toBe('false');
    expect(direct(first, 'pubDate')!.textContent).toBe('Thu, 01 Jan 2026 06:05:09 GMT');
    expect(new Date(direct(first, 'pubDate')!.textContent!).toISOString()).toBe('2026-01-01T06:05:09.000Z');
    expect(direct(first, 'description')!.textContent).toBe('From when may one read the Shema? Tom & Jerry');
    const enclosure = direct(first, 'enclosure')!;
    expect(enclosure.getAttribute('url')).toBe('https://media.example/berachos 2.mp3?a=1&b=2');
    expect(enclosure.getAttribute('length')).toBe('1234567');
    expect(enclosure.getAttribute('type')).toBe('audio/mpeg');
    expect(first.getElementsByTagNameNS(ITUNES, 'duration')[0]!.textContent).toBe('01:02:03');
    expect(first.getElementsByTagNameNS(ITUNES, 'episode')[0]!.textContent).toBe('1');

    expect(direct(second, 'enclosure')!.getAttribute('length')).toBe('0');
    expect(direct(second, 'enclosure')!.getAttribute('type')).toBe('video/mp4');
    expect(direct(second, 'description')).toBeUndefined();
    expect(second.getElementsByTagNameNS(ITUNES, 'episode')).toHaveLength(0);
    expect(second.getElementsByTagNameNS(ITUNES, 'duration')).toHaveLength(0);
  });

  it('is a valid feed without episodes', () => {
    const empty = parse(buildPodcastFeed(channel({ episodes: [] })));
    expect(empty.getElementsByTagName('item')).toHaveLength(0);
    expect(empty.getElementsByTagName('lastBuildDate')).toHaveLength(0);
  });
});
