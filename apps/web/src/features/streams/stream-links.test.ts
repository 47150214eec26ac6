import { describe, expect, it } from 'vitest';
import { embedUrlOf, isOverdue, streamIcsPath } from './stream-links';

describe('stream links', () => {
  it('embeds YouTube and Vimeo through their privacy-enhanced players, and HLS in the page', () => {
    expect(embedUrlOf('youtube', 'dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(embedUrlOf('vimeo', '76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(embedUrlOf('hls', 'https://cdn.example.org/a.m3u8')).toBeNull();
  });

  it('names the calendar file and tells a coming stream past its start', () => {
    expect(streamIcsPath('7')).toBe('/channels/streams/7/stream.ics');
    const now = new Date('2026-05-01T12:00:00Z');
    expect(isOverdue('2026-05-01T11:59:00Z', now)).toBe(true);
    expect(isOverdue('2026-05-01T12:01:00Z', now)).toBe(false);
  });
});
