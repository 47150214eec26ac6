import { durationToIsoString } from '@openshiur/ui';
import type { FullPost } from '@/features/post/full-post';
import { learningReferenceLinks } from './learning-references';
import { mediaMimeType } from '@/lib/media-types';
import { videoSource } from './video-source';

/** Turns a site path into the address search engines should see (absolute when the site knows its origin). */
export type AbsoluteUrl = (path: string) => string;

const LANGUAGE_CODES: Readonly<Record<string, string>> = { English: 'en', Hebrew: 'he', Yiddish: 'yi' };

/** Author names as plain text (they may carry markup, which has no place in structured data). */
function people(post: FullPost, absolute: AbsoluteUrl) {
  return post.authors.map((author) => ({
    '@type': 'Person',
    name: author.plainName,
    url: absolute(`/author/${author.id}`),
  }));
}

/**
 * The post as schema.org structured data: a PodcastEpisode (with its AudioObject) for audio, a
 * VideoObject for video, an Article for text; with its authors, its series (`isPartOf`), the
 * publication date, the length as an ISO 8601 duration, topics and tags as keywords.
 */
export function postStructuredData(post: FullPost, absolute: AbsoluteUrl): Record<string, unknown> {
  const url = absolute(`/p/${post.id}`);
  const duration = post.durationSeconds != null ? durationToIsoString(post.durationSeconds) : undefined;
  const keywords = [...post.topics, ...post.tags.map((tag) => tag.name)];
  const about = learningReferenceLinks(post.learning).map((reference) => `${reference.kind}: ${reference.label}`);
  const common = {
    '@context': 'https://schema.org',
    name: post.title,
    description: post.excerpt ?? undefined,
    url,
    mainEntityOfPage: url,
    datePublished: post.publishedAt ?? undefined,
    inLanguage: post.language ? LANGUAGE_CODES[post.language] : undefined,
    author: people(post, absolute),
    keywords: keywords.length > 0 ? keywords.join(', ') : undefined,
    about: about.length > 0 ? about : undefined,
    image: post.thumbnail ? absolute(post.thumbnail) : undefined,
  };
  const series = post.series
    ? { name: post.series.name, url: absolute(`/series/${post.series.id}`) }
    : undefined;

  if (post.videoUrl) {
    const source = videoSource(post.videoUrl);
    return withoutEmpty({
      ...common,
      '@type': 'VideoObject',
      uploadDate: post.publishedAt ?? undefined,
      duration,
      thumbnailUrl: post.thumbnail ? absolute(post.thumbnail) : undefined,
      contentUrl: source?.kind === 'file' ? absolute(source.src) : undefined,
      embedUrl: source && source.kind !== 'file' ? source.embedUrl : undefined,
      encodingFormat: source?.kind === 'file' ? mediaMimeType(source.src) : undefined,
      isPartOf: series ? { '@type': 'CreativeWorkSeries', ...series } : undefined,
    });
  }
  if (post.audioUrl) {
    return withoutEmpty({
      ...common,
      '@type': 'PodcastEpisode',
      duration,
      episodeNumber: post.learning.episodeNumber ?? undefined,
      isPartOf: series ? { '@type': 'PodcastSeries', ...series } : undefined,
      associatedMedia: {
        '@type': 'AudioObject',
        contentUrl: absolute(post.audioUrl),
        encodingFormat: mediaMimeType(post.audioUrl),
        duration,
      },
    });
  }
  return withoutEmpty({
    ...common,
    '@type': 'Article',
    headline: post.title,
    isPartOf: series ? { '@type': 'CreativeWorkSeries', ...series } : undefined,
  });
}

/** Leaves out absent values (undefined and nested undefined), so the JSON holds only what is known. */
function withoutEmpty(value: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` are written as
 * Unicode escapes, so no text in the data (a title with `</script>`, say) can end the script
 * element or start markup; U+2028 and U+2029 are escaped for older JavaScript parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
