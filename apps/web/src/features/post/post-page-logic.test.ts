import { describe, expect, it } from 'vitest';
import type { FullPost } from '@/features/post/full-post';
import { learningReferenceLinks } from './learning-references';
import { downloadFileName, mediaMimeType } from '@/lib/media-types';
import { postDescription, postMetadata } from './post-metadata';
import { postStructuredData, serializeJsonLd } from './post-structured-data';
import { shareLinks } from './share-links';
import { videoSource } from './video-source';
import { sampleDafLearning } from '../../../test/sample-learning';

const absolute = (path: string) => (/^https?:/.test(path) ? path : `https://shiurim.example${path}`);

function samplePost(overrides: Partial<FullPost> = {}): FullPost {
  return {
    __typename: 'Post',
    id: '42',
    title: 'Berachos 5: Suffering and love',
    mediaType: 'Audio',
    durationSeconds: 3723,
    publishedAt: '2025-12-30T14:00:00.000Z',
    topics: ['Gemara'],
    authors: [
      { __typename: 'Author', id: '7', name: 'Rabbi <em>Sample</em> Teacher', plainName: 'Rabbi Sample Teacher', image: null },
    ],
    series: { __typename: 'Series', id: '3', name: 'Daf Yomi with Rabbi Sample', orderOption: 'daf' },
    learning: sampleDafLearning({ masechta: 'Berachos', masechtaSlug: 'berachos', daf: 5, amud: 'a', episodeNumber: 4 }),
    slug: 'berachos-5-42',
    status: 'Published',
    platform: 'All Daf',
    postType: 'Daf Yomi Shiurim',
    language: 'English',
    clipLength: 'Long',
    audioUrl: '/media/sample-shiur.wav',
    videoUrl: null,
    thumbnail: null,
    body: '<p>Sample shiur.</p>',
    excerpt: 'Why suffering can be an expression of love.',
    holidays: [],
    tags: [{ __typename: 'Tag', id: '9', slug: 'yissurim', name: 'Yissurim' }],
    previousInSeries: null,
    nextInSeries: null,
    related: [],
    ...overrides,
  } as FullPost;
}

describe('video sources', () => {
  it('plays files in the native player', () => {
    expect(videoSource('/media/sample-shiur.webm')).toEqual({ kind: 'file', src: '/media/sample-shiur.webm' });
    expect(videoSource('https://cdn.example.org/v/1.mp4')).toEqual({ kind: 'file', src: 'https://cdn.example.org/v/1.mp4' });
  });

  it('embeds YouTube from its privacy-enhanced host, in every address form', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    for (const address of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(videoSource(address), address).toMatchObject({ kind: 'youtube', id: 'dQw4w9WgXcQ', embedUrl: embed });
    }
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ?t=1m30s')).toMatchObject({ embedUrl: `${embed}?start=90` });
  });

  it('embeds Vimeo with do-not-track', () => {
    for (const address of ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871', 'https://vimeo.com/channels/staff/76979871']) {
      expect(videoSource(address), address).toEqual({
        kind: 'vimeo',
        id: '76979871',
        embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1',
      });
    }
  });

  it('refuses addresses it cannot show safely', () => {
    for (const address of ['', 'javascript:alert(1)', 'https://www.youtube.com/watch?v=<script>', 'https://www.youtube.com/feed', 'https://vimeo.com/about']) {
      expect(videoSource(address), address).toBeNull();
    }
  });
});

describe('media files', () => {
  it('knows the MIME type by extension', () => {
    expect(mediaMimeType('/media/sample-shiur.wav')).toBe('audio/wav');
    expect(mediaMimeType('https://cdn.example.org/a/B.MP3?x=1')).toBe('audio/mpeg');
    expect(mediaMimeType('/media/sample-shiur.webm')).toBe('video/webm');
    expect(mediaMimeType('/media/no-extension')).toBeUndefined();
  });

  it('names downloads after the title, safely, with the file extension', () => {
    expect(downloadFileName('Berachos 5: Suffering / love?', '/media/x.wav')).toBe('Berachos 5 Suffering love.wav');
    expect(downloadFileName('ברכות ה', '/media/x.mp3?token=1')).toBe('ברכות ה.mp3');
    expect(downloadFileName('\u0000', '/media/x')).toBe('shiur');
  });
});

describe('learning references', () => {
  it('links a daf to its Daf Yomi page and other learning to the search', () => {
    expect(learningReferenceLinks(samplePost().learning)).toEqual([
      { kind: 'Daf Yomi', label: 'Berachos 5a', href: '/dafyomi/berachos/5' },
    ]);
    expect(
      learningReferenceLinks({ mishnaMasechta: 'Peah', perek: 2, mishnah: 3, parsha: 'Noach', nachBook: 'Joshua', nachChapter: 4 }),
    ).toEqual([
      { kind: 'Mishna', label: 'Peah 2:3', href: '/search?q=Mishna%20Peah%202' },
      { kind: 'Parsha', label: 'Noach', href: '/search?q=Noach' },
      { kind: 'Nach', label: 'Joshua 4', href: '/search?q=Joshua%204' },
    ]);
    expect(learningReferenceLinks({})).toEqual([]);
  });
});

describe('structured data (JSON-LD)', () => {
  it('describes an audio shiur as a PodcastEpisode of its series', () => {
    const data = postStructuredData(samplePost(), absolute);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'PodcastEpisode',
      name: 'Berachos 5: Suffering and love',
      url: 'https://shiurim.example/p/42',
      datePublished: '2025-12-30T14:00:00.000Z',
      duration: 'PT1H2M3S',
      episodeNumber: 4,
      inLanguage: 'en',
      author: [{ '@type': 'Person', name: 'Rabbi Sample Teacher', url: 'https://shiurim.example/author/7' }],
      isPartOf: { '@type': 'PodcastSeries', name: 'Daf Yomi with Rabbi Sample', url: 'https://shiurim.example/series/3' },
      associatedMedia: {
        '@type': 'AudioObject',
        contentUrl: 'https://shiurim.example/media/sample-shiur.wav',
        encodingFormat: 'audio/wav',
        duration: 'PT1H2M3S',
      },
      keywords: 'Gemara, Yissurim',
      about: ['Daf Yomi: Berachos 5a'],
    });
    // Author names are plain text: no markup from the sanitized display name.
    expect(JSON.stringify(data)).not.toContain('<em>');
  });

  it('describes a video as a VideoObject and text as an Article, leaving out what is unknown', () => {
    const video = postStructuredData(
      samplePost({ mediaType: 'Video', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', thumbnail: '/media/p.jpg', series: null }),
      absolute,
    );
    expect(video).toMatchObject({
      '@type': 'VideoObject',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      thumbnailUrl: 'https://shiurim.example/media/p.jpg',
      uploadDate: '2025-12-30T14:00:00.000Z',
    });
    expect(video).not.toHaveProperty('contentUrl');
    expect(video).not.toHaveProperty('isPartOf');
    const text = postStructuredData(
      samplePost({ mediaType: 'Text', audioUrl: null, durationSeconds: null, excerpt: null, language: 'Hebrew' }),
      absolute,
    );
    expect(text).toMatchObject({ '@type': 'Article', headline: 'Berachos 5: Suffering and love', inLanguage: 'he' });
    expect(text).not.toHaveProperty('description');
    expect(text).not.toHaveProperty('duration');
  });

  it('serializes so that no value can close the script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script> & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script> & \u2028' });
  });
});

describe('page metadata', () => {
  it('gives an audio shiur music.song Open Graph with og:audio, a canonical address and a card', () => {
    const metadata = postMetadata(samplePost(), absolute, 'OpenShiur');
    expect(metadata.title).toBe('Berachos 5: Suffering and love');
    expect(metadata.alternates?.canonical).toBe('https://shiurim.example/p/42');
    expect(metadata.openGraph).toMatchObject({
      type: 'music.song',
      url: 'https://shiurim.example/p/42',
      siteName: 'OpenShiur',
      duration: 3723,
      audio: [{ url: 'https://shiurim.example/media/sample-shiur.wav', type: 'audio/wav' }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary', title: 'Berachos 5: Suffering and love' });
  });

  it('gives a video video.other with og:video and the poster as image; text an article', () => {
    const video = postMetadata(
      samplePost({ videoUrl: '/media/sample-shiur.webm', thumbnail: '/media/sample-shiur-poster.jpg' }),
      absolute,
      'OpenShiur',
    );
    expect(video.openGraph).toMatchObject({
      type: 'video.other',
      videos: [{ url: 'https://shiurim.example/media/sample-shiur.webm', type: 'video/webm' }],
      images: [{ url: 'https://shiurim.example/media/sample-shiur-poster.jpg' }],
    });
    expect(video.twitter).toMatchObject({ card: 'summary_large_image' });
    const text = postMetadata(samplePost({ audioUrl: null, mediaType: 'Text' }), absolute, 'OpenShiur');
    expect(text.openGraph).toMatchObject({ type: 'article', authors: ['Rabbi Sample Teacher'], tags: ['Gemara'] });
  });

  it('describes a post without an excerpt from what it is, cut to a card-friendly length', () => {
    expect(postDescription(samplePost({ excerpt: null }))).toBe(
      'Audio shiur by Rabbi Sample Teacher in the series Daf Yomi with Rabbi Sample.',
    );
    const long = postDescription(samplePost({ excerpt: 'word '.repeat(100) }));
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('share links', () => {
  it('builds an e-mail draft and a WhatsApp message with the title and address', () => {
    const links = shareLinks({ url: 'https://shiurim.example/p/42', title: 'Berachos 5 & more' });
    expect(links.email).toBe(
      'mailto:?subject=Berachos%205%20%26%20more&body=Berachos%205%20%26%20more%0Ahttps%3A%2F%2Fshiurim.example%2Fp%2F42',
    );
    expect(links.whatsapp).toBe('https://wa.me/?text=Berachos%205%20%26%20more%20https%3A%2F%2Fshiurim.example%2Fp%2F42');
  });
});
