import { describe, expect, it } from 'vitest';
import { isImageHost, parseImageHosts, remotePatternsOf } from './image-hosts';

describe('IMAGE_HOSTS', () => {
  it('reads host names and *.domain patterns, comma or space separated, and nothing as none', () => {
    expect(parseImageHosts(undefined)).toEqual([]);
    expect(parseImageHosts(' ')).toEqual([]);
    expect(parseImageHosts('Files.Example.org, *.cdn.example.net  res.cloudinary.com')).toEqual(['files.example.org', '*.cdn.example.net', 'res.cloudinary.com']);
  });

  it('stops at anything that is not a host name, with the reason', () => {
    for (const value of ['*', '**', 'https://files.example.org', 'files.example.org/path', 'localhost', '*.com.', 'a..b', 'files.example.org:443'])
      expect(() => parseImageHosts(value), value).toThrow(/IMAGE_HOSTS/);
  });

  it('matches a host exactly, or any host under a *.domain (not the domain itself)', () => {
    const hosts = ['files.example.org', '*.cdn.example.net'];
    expect(isImageHost('files.example.org', hosts)).toBe(true);
    expect(isImageHost('FILES.example.org', hosts)).toBe(true);
    expect(isImageHost('a.b.cdn.example.net', hosts)).toBe(true);
    expect(isImageHost('cdn.example.net', hosts)).toBe(false);
    expect(isImageHost('evilcdn.example.net', hosts)).toBe(false);
    expect(isImageHost('files.example.org.evil.example', hosts)).toBe(false);
  });

  it("gives Next's remote patterns, https only, ** for any depth", () => {
    expect(remotePatternsOf(['files.example.org', '*.cdn.example.net'])).toEqual([
      { protocol: 'https', hostname: 'files.example.org' },
      { protocol: 'https', hostname: '**.cdn.example.net' },
    ]);
  });
});
