'use client';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';

/**
 * An HLS stream in the page's own video element: natively where the browser plays HLS itself
 * (Safari, and Chromium builds that answer `canPlayType`), else through hls.js, loaded only here,
 * when an HLS stream is on the page. A native player that fails hands over to hls.js.
 */
export function HlsVideo({ src, title }: { src: string; title: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;

    const attachHlsJs = async () => {
      const { default: Hls } = await import('hls.js');
      if (cancelled || !Hls.isSupported()) return;
      const hls = new Hls({ lowLatencyMode: true });
      hls.loadSource(src);
      hls.attachMedia(video);
      video.dataset.player = 'hls.js';
      destroy = () => hls.destroy();
    };

    if (video.canPlayType('application/vnd.apple.mpegurl')) {
      const fallBack = () => {
        video.removeAttribute('src');
        void attachHlsJs();
      };
      video.addEventListener('error', fallBack, { once: true });
      video.src = src;
      // Which player plays it, for whoever looks into a playback problem (and the e2e spec).
      video.dataset.player = 'native';
      destroy = () => video.removeEventListener('error', fallBack);
    } else {
      void attachHlsJs();
    }
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [src]);

  return <Video ref={videoRef} controls playsInline preload="metadata" aria-label={title} data-testid="hls-player" />;
}

const Video = styled.video`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  background: #000;
`;
