import styled from 'styled-components';
import { ArticleLayout, media, PrintHidden, PrintOnly, theme } from '@openshiur/ui';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { AudioPlayer } from '@/features/player/client/AudioPlayer';
import { downloadFileName } from '@/lib/media-types';
import { PostByline } from '@/features/post/PostByline';
import { PostDetails } from '@/features/post/PostDetails';
import { PostFacts } from '@/features/post/PostFacts';
import { PostVideo } from '@/features/post/PostVideo';
import { PostDocument } from '@/features/post/PostDocument';
import { PrintedAddress } from '@/features/post/client/PrintedAddress';
import { postStructuredData, serializeJsonLd } from '@/features/post/post-structured-data';
import { RelatedShiurim } from '@/features/post/RelatedShiurim';
import { SeriesNavigation } from '@/features/post/SeriesNavigation';
import { ShareButtons } from '@/features/post/client/ShareButtons';
import { browserImageService } from '@/features/search/server/browser-config';
import { env } from '@/env';
import { absoluteUrl, browserFacingUrl } from '@/server/absolute-url';
import { Breadcrumbs } from '@/components/navigation/Breadcrumbs';
import type { FullPost } from '@/features/post/full-post';
import { SiteAdSlot } from '@/features/ads/server/SiteAdSlot';

/**
 * One shiur: its title, authors and what it teaches; the video and the audio player; the text;
 * sharing; topics, tags and holidays; and beside it the series (previous / next) and related
 * shiurim. Printed, only the title, authors, facts and text remain. Carries the post's JSON-LD.
 */
export function PostView({ post }: { post: FullPost }) {
  const path = `/p/${post.id}`;
  const pageUrl = browserFacingUrl(path);
  const artist = post.authors.map((author) => author.plainName).join(', ');
  return (
    <>
      <script
        type="application/ld+json"
        // Escaped for a script element (serializeJsonLd): no value can close it.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(postStructuredData(post, absoluteUrl)) }}
      />
      <ArticleLayout
        navigation={<Breadcrumbs trail={trailOf(post)} />}
        sidebar={
          post.series || post.related.length > 0 ? (
            <>
              <SeriesNavigation post={post} />
              <RelatedShiurim related={post.related} />
            </>
          ) : undefined
        }
      >
        <Header>
          {post.series ? (
            <Kicker>
              <Link href={`/series/${post.series.id}`}>{post.series.name}</Link>
            </Kicker>
          ) : null}
          <Title>{post.title}</Title>
          <PostByline authors={post.authors} imageService={browserImageService()} />
          <PostFacts post={post} />
        </Header>

        {post.videoUrl || post.audioUrl ? (
          <PrintHidden as="section" aria-label="Listen and watch" data-post-media="">
            {post.videoUrl ? <PostVideo url={post.videoUrl} title={post.title} poster={post.thumbnail} /> : null}
            {post.audioUrl ? (
              <>
                {post.videoUrl ? <MediaLabel>Audio only</MediaLabel> : null}
                <AudioPlayer
                  postId={post.id}
                  src={post.audioUrl}
                  title={post.title}
                  artist={artist}
                  album={post.series?.name}
                  artwork={post.thumbnail}
                  knownDuration={post.durationSeconds}
                  downloadName={downloadFileName(post.title, post.audioUrl)}
                  serviceId={env.SITE_SERVICE_ID}
                />
              </>
            ) : null}
          </PrintHidden>
        ) : null}

        {post.documentUrl ? (
          <PrintHidden>
            <PostDocument url={post.documentUrl} title={post.title} />
          </PrintHidden>
        ) : null}

        <ShareButtons path={path} initialUrl={pageUrl} title={post.title} />

        {post.body ? <Body dangerouslySetInnerHTML={{ __html: post.body }} data-post-body="" /> : null}

        <PostDetails post={post} />
        <SiteAdSlot slot="post" />
        <PrintOnly>
          <PrintSource>
            <PrintedAddress path={path} initialUrl={pageUrl} />
          </PrintSource>
        </PrintOnly>
      </ArticleLayout>
    </>
  );
}

/** Home › Shiurim › the series, when there is one › this shiur. */
function trailOf(post: FullPost) {
  return [
    { label: 'Home', href: '/' },
    { label: 'Shiurim', href: '/p' },
    ...(post.series ? [{ label: post.series.name, href: `/series/${post.series.id}` }] : []),
    { label: post.title },
  ];
}

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
`;

const Kicker = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  a {
    color: ${theme.colors.primary};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  @media print {
    display: none;
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.6rem, 1.2rem + 1.6vw, 2.4rem);
  line-height: 1.2;
  /* Hebrew titles read right to left; the browser picks the direction from the text. */
  unicode-bidi: plaintext;
`;

const MediaLabel = styled.h2`
  margin: ${theme.space.md} 0 ${theme.space.sm};
  font-size: 1rem;
`;

/** The text, set for reading: a comfortable measure, generous leading. */
const Body = styled.div`
  max-width: 72ch;
  margin-top: ${theme.space.lg};
  font-size: 1.0625rem;
  line-height: 1.75;
  overflow-wrap: break-word;
  unicode-bidi: plaintext;

  p {
    margin: 0 0 1em;
  }
  h2,
  h3,
  h4 {
    line-height: 1.3;
    margin: 1.6em 0 0.6em;
  }
  blockquote {
    margin: 1em 0;
    padding-inline-start: ${theme.space.md};
    border-inline-start: 4px solid ${theme.colors.border};
    color: ${theme.colors.muted};
  }
  img {
    max-width: 100%;
    height: auto;
  }
  a {
    color: ${theme.colors.primary};
  }
  ${media.narrow} {
    font-size: 1rem;
  }
  @media print {
    max-width: none;
    font-size: 12pt;
    line-height: 1.5;
  }
`;

const PrintSource = styled.p`
  margin-top: ${theme.space.lg};
  font-size: 10pt;
`;
