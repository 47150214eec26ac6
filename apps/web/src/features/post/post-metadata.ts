import type { Metadata } from 'next';
import type { FullPost } from '@/features/post/full-post';
import { mediaMimeType } from '@/lib/media-types';
import type { AbsoluteUrl } from './post-structured-data';
import { videoSource } from './video-source';

/** How long a description may be before search engines and share cards cut it. */
const DESCRIPTION_LENGTH = 200;

function plainAuthors(post: FullPost): string {
  return post.authors.map((author) => author.plainName).join(', ');
}

/** The excerpt, or a sentence made from what the post is: "Audio shiur by …, in the series …". */
export function postDescription(post: FullPost): string {
  const excerpt = post.excerpt?.trim();
  const text =
    excerpt ||
    [
      `${post.mediaType} shiur`,
      post.authors.length > 0 ? ` by ${plainAuthors(post)}` : '',
      post.series ? ` in the series ${post.series.name}` : '',
      '.',
    ].join('');
  return text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : text;
}

/**
 * Title, description, canonical address, Open Graph (`music.song` for audio, `video.other` for
 * video, `article` for text, with og:audio / og:video when there is one) and a Twitter card.
 * Media addresses are made absolute here: Next resolves images against `metadataBase` but
 * copies og:audio and og:video as they are.
 */
export function postMetadata(post: FullPost, absolute: AbsoluteUrl, siteName: string): Metadata {
  const path = `/p/${post.id}`;
  const description = postDescription(post);
  const images = post.thumbnail ? [{ url: absolute(post.thumbnail), alt: post.title }] : undefined;
  const video = post.videoUrl ? videoSource(post.videoUrl) : null;
  const videos =
    video?.kind === 'file'
      ? [{ url: absolute(video.src), type: mediaMimeType(video.src) }]
      : video
        ? [{ url: video.embedUrl, type: 'text/html' }]
        : undefined;
  const audio = post.audioUrl ? [{ url: absolute(post.audioUrl), type: mediaMimeType(post.audioUrl) }] : undefined;
  const base = {
    title: post.title,
    description,
    url: absolute(path),
    siteName,
    images,
    audio,
    videos,
  };
  const openGraph: Metadata['openGraph'] = videos
    ? { ...base, type: 'video.other' }
    : audio
      ? { ...base, type: 'music.song', duration: post.durationSeconds ?? undefined }
      : {
          ...base,
          type: 'article',
          publishedTime: post.publishedAt ?? undefined,
          authors: post.authors.map((author) => author.plainName),
          tags: post.topics,
        };
  return {
    title: post.title,
    description,
    authors: post.authors.map((author) => ({ name: author.plainName, url: absolute(`/author/${author.id}`) })),
    alternates: { canonical: absolute(path) },
    openGraph,
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title: post.title,
      description,
      images: images?.map((image) => image.url),
    },
  };
}
