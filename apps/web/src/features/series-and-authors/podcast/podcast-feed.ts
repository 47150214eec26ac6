/**
 * Podcast feeds: RSS 2.0 with Apple's iTunes namespace and an Atom self link. Pure (no clock, no
 * I/O): the route handlers gather the data, this turns it into XML, and the tests parse it back.
 */
import { formatDuration } from '@/lib/format';
import { mediaMimeType } from '@/lib/media-types';

export interface FeedEnclosure {
  /** Absolute address of the media file. */
  url: string;
  /** Size in bytes; 0 when unknown (RSS allows it). */
  length: number;
  /** MIME type: audio/mpeg, audio/wav, video/mp4… */
  type: string;
}

export interface FeedEpisode {
  /** Stable for the life of the post, whatever the site's address (podcast apps key on it). */
  guid: string;
  title: string;
  /** Absolute address of the shiur's page. */
  link: string;
  description?: string | null;
  pubDate: Date;
  author?: string | null;
  enclosure: FeedEnclosure;
  durationSeconds?: number | null;
  /** Only for series whose order is by episode number. */
  episode?: number | null;
}

export interface FeedChannel {
  title: string;
  /** Absolute address of the series' or author's page. */
  link: string;
  /** Absolute address of the feed itself (atom:link rel="self"). */
  selfUrl: string;
  description: string;
  /** BCP 47 language of the feed, e.g. "en". */
  language: string;
  author: string;
  /** Absolute address of a square JPEG or PNG, 1400 to 3000 pixels a side (Apple's rule). */
  imageUrl: string;
  /** Apple's categories: a top category with an optional subcategory. */
  category: { text: string; subcategory?: string };
  /** Serial: meant to be heard in order (Daf Yomi, Nach Yomi…); episodic: any order, newest first. */
  type: 'episodic' | 'serial';
  copyright?: string;
  episodes: FeedEpisode[];
}

/**
 * Characters XML 1.0 does not allow at all (most C0 controls, lone surrogates, U+FFFE/U+FFFF): a
 * stray one in a title would make the whole feed unreadable, so they are dropped.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text for XML content or a double- or single-quoted attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (value: number) => String(value).padStart(2, '0');

/** An RFC 822 date as RSS requires, in GMT: "Thu, 01 Jan 2026 06:00:00 GMT". */
export function rfc822(date: Date): string {
  return `${DAYS[date.getUTCDay()]}, ${two(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} GMT`;
}

/**
 * The MIME type of a media file from its address's extension (query and fragment ignored); without
 * a known extension, the usual type of the post's kind (audio/mpeg, video/mp4).
 */
export function enclosureType(url: string, kind: 'Audio' | 'Video'): string {
  return mediaMimeType(url) ?? (kind === 'Video' ? 'video/mp4' : 'audio/mpeg');
}

const tag = (name: string, value: string | number) => `<${name}>${escapeXml(String(value))}</${name}>`;

function episodeXml(episode: FeedEpisode, indent: string): string {
  const lines = [
    tag('title', episode.title),
    tag('link', episode.link),
    `<guid isPermaLink="false">${escapeXml(episode.guid)}</guid>`,
    tag('pubDate', rfc822(episode.pubDate)),
    episode.description ? tag('description', episode.description) : null,
    episode.author ? tag('itunes:author', episode.author) : null,
    `<enclosure url="${escapeXml(episode.enclosure.url)}" length="${Math.max(0, Math.floor(episode.enclosure.length))}" type="${escapeXml(episode.enclosure.type)}"/>`,
    episode.durationSeconds ? tag('itunes:duration', formatDuration(episode.durationSeconds)) : null,
    episode.episode != null ? tag('itunes:episode', episode.episode) : null,
    tag('itunes:episodeType', 'full'),
    tag('itunes:explicit', 'false'),
  ].filter((line): line is string => line !== null);
  return `${indent}<item>\n${lines.map((line) => `${indent}  ${line}`).join('\n')}\n${indent}</item>`;
}

/** The feed as an XML document. Episodes are written in the order given. */
export function buildPodcastFeed(channel: FeedChannel): string {
  const newest = channel.episodes.reduce<Date | null>(
    (latest, episode) => (latest && latest >= episode.pubDate ? latest : episode.pubDate),
    null,
  );
  const category = channel.category.subcategory
    ? `<itunes:category text="${escapeXml(channel.category.text)}"><itunes:category text="${escapeXml(channel.category.subcategory)}"/></itunes:category>`
    : `<itunes:category text="${escapeXml(channel.category.text)}"/>`;
  const head = [
    tag('title', channel.title),
    tag('link', channel.link),
    `<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    tag('description', channel.description),
    tag('language', channel.language),
    channel.copyright ? tag('copyright', channel.copyright) : null,
    // The date of the newest episode, not the clock: the same content always gives the same feed.
    newest ? tag('lastBuildDate', rfc822(newest)) : null,
    tag('generator', 'OpenShiur'),
    `<image><url>${escapeXml(channel.imageUrl)}</url><title>${escapeXml(channel.title)}</title><link>${escapeXml(channel.link)}</link></image>`,
    tag('itunes:author', channel.author),
    tag('itunes:summary', channel.description),
    tag('itunes:type', channel.type),
    `<itunes:image href="${escapeXml(channel.imageUrl)}"/>`,
    category,
    tag('itunes:explicit', 'false'),
  ].filter((line): line is string => line !== null);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    ...head.map((line) => `    ${line}`),
    ...channel.episodes.map((episode) => episodeXml(episode, '    ')),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
