import { describe, expect, it } from 'vitest';
import { postedFromThisSite } from './same-site-post';

const SITE = 'https://learn.example.org';

describe('postedFromThisSite', () => {
  it("trusts the browser's Sec-Fetch-Site first", () => {
    expect(postedFromThisSite(new Headers({ 'sec-fetch-site': 'same-origin' }), SITE)).toBe(true);
    for (const value of ['same-site', 'cross-site', 'none']) {
      expect(postedFromThisSite(new Headers({ 'sec-fetch-site': value, origin: SITE }), SITE)).toBe(false);
    }
  });

  it('falls back to Origin, which must be exactly the site', () => {
    expect(postedFromThisSite(new Headers({ origin: SITE }), SITE)).toBe(true);
    expect(postedFromThisSite(new Headers({ origin: 'https://learn.example.org.evil.example' }), SITE)).toBe(false);
    expect(postedFromThisSite(new Headers({ origin: 'null' }), SITE)).toBe(false);
  });

  it('a POST that says where it comes from in neither header is not the site’s own', () => {
    expect(postedFromThisSite(new Headers(), SITE)).toBe(false);
  });
});
