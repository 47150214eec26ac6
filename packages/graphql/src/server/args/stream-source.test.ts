import { describe, expect, it } from 'vitest';
import { checkStreamSource } from './stream-source';

describe('checkStreamSource', () => {
  it.each([
    ['https://cdn.example.org/live/index.m3u8', 'https://cdn.example.org/live/index.m3u8'],
    ['  https://cdn.example.org/a/b.m3u8?token=1  ', 'https://cdn.example.org/a/b.m3u8?token=1'],
    ['/media/streams/daf/index.m3u8', '/media/streams/daf/index.m3u8'],
    ['http://127.0.0.1:4100/stream/index.m3u8', 'http://127.0.0.1:4100/stream/index.m3u8'],
    ['http://localhost:8080/x.m3u8', 'http://localhost:8080/x.m3u8'],
  ])('takes the HLS playlist %s', (input, source) => {
    expect(checkStreamSource('hls', input)).toEqual({ ok: true, source });
  });

  it.each([
    'http://cdn.example.org/live/index.m3u8',
    'https://cdn.example.org/live/video.mp4',
    '/media/../secret.m3u8',
    '/files/index.m3u8',
    'javascript:alert(1)//.m3u8',
    'https://user:pass@cdn.example.org/a.m3u8',
    '',
  ])('refuses %j as an HLS playlist', (input) => {
    expect(checkStreamSource('hls', input).ok).toBe(false);
  });

  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads the YouTube id of %s', (input, source) => {
    expect(checkStreamSource('youtube', input)).toEqual({ ok: true, source });
  });

  it.each(['abc', 'https://evil.example/watch?v=dQw4w9WgXcQ', 'http://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/channel/UCabcdefghi', 'dQw4w9WgXcQ"><script>'])(
    'refuses %j as a YouTube source',
    (input) => {
      expect(checkStreamSource('youtube', input).ok).toBe(false);
    },
  );

  it.each([
    ['76979871', '76979871'],
    ['https://vimeo.com/76979871', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', '76979871'],
  ])('reads the Vimeo id of %s', (input, source) => {
    expect(checkStreamSource('vimeo', input)).toEqual({ ok: true, source });
  });

  it.each(['0123', 'https://vimeo.example/76979871', 'https://vimeo.com/about', 'https://player.vimeo.com/other/1'])('refuses %j as a Vimeo source', (input) => {
    expect(checkStreamSource('vimeo', input).ok).toBe(false);
  });
});
