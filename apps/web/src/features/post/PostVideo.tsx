import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { StopsWhenHidden } from '@/features/player/client/StopsWhenHidden';
import { videoSource } from './video-source';

/**
 * The post's video: a file in the browser's own `<video>` player (with a download link for
 * browsers that cannot play it), a YouTube or Vimeo address in their privacy-enhanced player.
 */
export function PostVideo({
  url,
  title,
  poster,
}: {
  url: string;
  title: string;
  poster?: string | null;
}) {
  const source = videoSource(url);
  if (!source) return null;
  return (
    <Frame data-post-video={source.kind}>
      <StopsWhenHidden>
        {source.kind === 'file' ? (
          <video
            controls
            preload="metadata"
            playsInline
            poster={poster ?? undefined}
            src={source.src}
            aria-label={`Video: ${title}`}
          >
            <p>
              This browser cannot play the video. <a href={source.src}>Download it</a> instead.
            </p>
          </video>
        ) : (
          <iframe
            src={source.embedUrl}
            title={`Video: ${title}`}
            loading="lazy"
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
      </StopsWhenHidden>
    </Frame>
  );
}

const Frame = styled.div`
  aspect-ratio: 16 / 9;
  width: 100%;
  overflow: hidden;
  border-radius: ${theme.radii.medium};
  background: #000;

  video,
  iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;
