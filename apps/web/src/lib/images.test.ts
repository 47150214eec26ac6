import { describe, expect, it } from 'vitest';
import { avatarImageSrc, imageServiceFrom, SEARCH_AVATAR_WIDTH } from './images';

const cloudinary = imageServiceFrom('https://res.cloudinary.com/demo');
const storageUrl = 'https://res.cloudinary.com/demo/image/upload/sample.jpg';

describe('imageServiceFrom', () => {
  it('is null when unset, blank or not an http(s) address', () => {
    expect(imageServiceFrom(undefined)).toBeNull();
    expect(imageServiceFrom(null)).toBeNull();
    expect(imageServiceFrom('  ')).toBeNull();
    expect(imageServiceFrom('not a url')).toBeNull();
    expect(imageServiceFrom('ftp://images.example/demo')).toBeNull();
  });

  it('keeps the path and drops trailing slashes, query and hash', () => {
    expect(imageServiceFrom('https://res.cloudinary.com/demo/')).toEqual({ baseUrl: 'https://res.cloudinary.com/demo' });
    expect(imageServiceFrom(' https://img.example/cloud?x=1#y ')).toEqual({ baseUrl: 'https://img.example/cloud' });
    expect(imageServiceFrom('https://img.example')).toEqual({ baseUrl: 'https://img.example' });
  });
});

describe('avatarImageSrc with an image service', () => {
  it('absent or empty: the default avatar', () => {
    expect(avatarImageSrc(null, cloudinary)).toBeNull();
    expect(avatarImageSrc(undefined, cloudinary)).toBeNull();
    expect(avatarImageSrc('', cloudinary)).toBeNull();
    expect(avatarImageSrc('   ', cloudinary)).toBeNull();
  });

  it('a full storage address: fetched through the service at width 30', () => {
    expect(avatarImageSrc(storageUrl, cloudinary)).toBe(
      `https://res.cloudinary.com/demo/image/fetch/w_30/${encodeURIComponent(storageUrl)}`,
    );
    expect(avatarImageSrc('http://files.example/a b.png', cloudinary)).toBe(
      'https://res.cloudinary.com/demo/image/fetch/w_30/http%3A%2F%2Ffiles.example%2Fa%20b.png',
    );
  });

  it('anything else: a public id with a .jpeg extension at width 30', () => {
    expect(avatarImageSrc('sample', cloudinary)).toBe('https://res.cloudinary.com/demo/image/upload/w_30/sample.jpeg');
    expect(avatarImageSrc('authors/rabbi one', cloudinary)).toBe(
      'https://res.cloudinary.com/demo/image/upload/w_30/authors/rabbi%20one.jpeg',
    );
  });

  it('honours another width', () => {
    expect(avatarImageSrc('sample', cloudinary, 80)).toBe('https://res.cloudinary.com/demo/image/upload/w_80/sample.jpeg');
  });
});

describe('avatarImageSrc without an image service (Next image optimizer)', () => {
  it('absent or empty: the default avatar', () => {
    expect(avatarImageSrc(null, null)).toBeNull();
    expect(avatarImageSrc('', null)).toBeNull();
  });

  const hosts = ['res.cloudinary.com', '*.files.example'];

  it('a full storage address on an IMAGE_HOSTS host: fetched by the optimizer at width 30', () => {
    expect(avatarImageSrc(storageUrl, null, 30, hosts)).toBe(`/_next/image?url=${encodeURIComponent(storageUrl)}&w=30&q=75`);
    expect(avatarImageSrc('https://eu.files.example/a.png', null, 30, hosts)).toBe(
      `/_next/image?url=${encodeURIComponent('https://eu.files.example/a.png')}&w=30&q=75`,
    );
  });

  it('a plain-http address is asked for over https (the only protocol the optimizer may fetch)', () => {
    expect(avatarImageSrc('http://eu.files.example/a.png', null, 30, hosts)).toBe(
      `/_next/image?url=${encodeURIComponent('https://eu.files.example/a.png')}&w=30&q=75`,
    );
  });

  it('a full address on any other host is shown from where it is: the optimizer is no open proxy', () => {
    expect(avatarImageSrc('https://elsewhere.example/a.png', null, 30, hosts)).toBe('https://elsewhere.example/a.png');
    expect(avatarImageSrc('https://files.example/a.png', null, 30, hosts)).toBe('https://files.example/a.png');
    expect(avatarImageSrc(storageUrl, null, 30, [])).toBe(storageUrl);
  });

  it('a public id: a .jpeg under /images/, through the optimizer at width 30', () => {
    expect(avatarImageSrc('sample', null)).toBe(`/_next/image?url=${encodeURIComponent('/images/sample.jpeg')}&w=30&q=75`);
    expect(avatarImageSrc('authors/x?y', null)).toBe(`/_next/image?url=${encodeURIComponent('/images/authors/x%3Fy.jpeg')}&w=30&q=75`);
  });

  it('a public id that would leave its folder is refused (default avatar)', () => {
    expect(avatarImageSrc('../secret', null)).toBeNull();
    expect(avatarImageSrc('a/./b', cloudinary)).toBeNull();
    expect(avatarImageSrc('//evil.example/x', null)).toBeNull();
  });

  it('uses the search avatar width by default', () => {
    expect(SEARCH_AVATAR_WIDTH).toBe(30);
  });
});
