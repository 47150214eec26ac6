// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { startsClientNavigation } from './navigation-events';

function anchor(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const element = document.createElement('a');
  element.href = href;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

const location = new URL('http://localhost:3000/series?page=2') as unknown as Location;
const click = (init: MouseEventInit = {}) => new MouseEvent('click', { button: 0, ...init });

describe('startsClientNavigation', () => {
  it('is true for another page of this site', () => {
    expect(startsClientNavigation(anchor('http://localhost:3000/author'), click(), location)).toBe(true);
    expect(startsClientNavigation(anchor('http://localhost:3000/series?page=3'), click(), location)).toBe(true);
  });
  it('is false for the same page, a hash on it, other sites, new tabs, downloads and modified clicks', () => {
    expect(startsClientNavigation(anchor('http://localhost:3000/series?page=2'), click(), location)).toBe(false);
    expect(startsClientNavigation(anchor('http://localhost:3000/series?page=2#top'), click(), location)).toBe(false);
    expect(startsClientNavigation(anchor('https://example.org/'), click(), location)).toBe(false);
    expect(startsClientNavigation(anchor('http://localhost:3000/a', { target: '_blank' }), click(), location)).toBe(false);
    expect(startsClientNavigation(anchor('http://localhost:3000/a', { download: '' }), click(), location)).toBe(false);
    expect(startsClientNavigation(anchor('http://localhost:3000/a'), click({ ctrlKey: true }), location)).toBe(false);
    expect(startsClientNavigation(anchor('http://localhost:3000/a'), click({ button: 1 }), location)).toBe(false);
  });
});
