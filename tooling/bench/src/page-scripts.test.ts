import { describe, expect, it } from 'vitest';
import { downloadedScriptSources } from './page-scripts';

describe('downloadedScriptSources', () => {
  it('lists each script a modern browser fetches once, skipping noModule polyfills and inline scripts', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script nomodule src="/legacy.js"></script>',
      '<script>self.__next_f.push([1,"x"])</script>',
      '<SCRIPT async src="/_next/static/chunks/b.js"></SCRIPT>',
      '<script src="/_next/static/chunks/a.js"></script>',
      '<script data-nomodule-note="x" src="/c.js"></script>',
    ].join('');
    expect(downloadedScriptSources(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/c.js']);
  });
});
