import { describe, expect, it } from 'vitest';
import { DEFAULT_SOCIAL_LINKS, socialLinksSetting } from './social-links';

describe('ORGANISATION_SOCIAL_LINKS', () => {
  it('reads Label=address entries, in order, trimmed', () => {
    expect(socialLinksSetting.parse(' Videos = https://video.example.org/a?b=c , Podcast=http://pod.example.org/ ')).toEqual([
      { label: 'Videos', url: 'https://video.example.org/a?b=c' },
      { label: 'Podcast', url: 'http://pod.example.org/' },
    ]);
  });

  it('takes blank as none, and the default as two sample links', () => {
    expect(socialLinksSetting.parse('  ')).toEqual([]);
    expect(socialLinksSetting.prefault(DEFAULT_SOCIAL_LINKS).parse(undefined)).toEqual([
      { label: 'Sample video channel', url: 'https://video.example.org/openshiur' },
      { label: 'Sample community page', url: 'https://social.example.org/@openshiur' },
    ]);
  });

  it.each(['https://video.example.org/', '=https://video.example.org/', 'Videos=', 'Videos=javascript:alert(1)', 'Videos=ftp://files.example.org/', `${'x'.repeat(61)}=https://a.example.org/`])(
    'refuses %j',
    (value) => {
      expect(socialLinksSetting.safeParse(value).success).toBe(false);
    },
  );
});
