import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSource, inlineScripts } from './inline-scripts.mjs';

const scriptsOf = (html: string) => [...inlineScripts(Buffer.from(html))];

describe('inlineScripts', () => {
  it('finds each inline script the browser runs, in order', () => {
    const html =
      '<html><head><script>a()</script><script src="/_next/x.js" async=""></script></head>' +
      '<body><script type="module">b()</script><script type="application/ld+json">{"@type":"x"}</script>' +
      '<script type="text/javascript" data-x=">">c()</script><script>d()</SCRIPT><scripts>no</scripts></body></html>';
    expect(scriptsOf(html)).toEqual(['a()', 'b()', 'c()', 'd()']);
    // Next and React write lower case: a tag in another case is never read, so never trusted.
    expect(scriptsOf('<SCRIPT>e()</SCRIPT>')).toEqual([]);
  });

  it('leaves out external scripts whatever their text, and data blocks', () => {
    expect(
      scriptsOf('<script src=/x.js>ignored()</script><script type="application/json">{}</script>'),
    ).toEqual([]);
    // `data-src` is not `src`.
    expect(scriptsOf('<script data-src="/x.js">run()</script>')).toEqual(['run()']);
  });

  it('reads a script to the first </script, as the HTML parser does', () => {
    expect(scriptsOf('<script>var s = "</script><p>after</p>')).toEqual(['var s = "']);
    expect(scriptsOf('<script>unclosed()')).toEqual(['unclosed()']);
  });

  it('normalizes newlines as the parser does before the browser hashes', () => {
    expect(scriptsOf('<script>a()\r\nb()\rc()</script>')).toEqual(['a()\nb()\nc()']);
  });

  it('reads UTF-8 text as the browser does', () => {
    expect(scriptsOf('<script>push("שבת")</script>')).toEqual(['push("שבת")']);
  });
});

describe('hashSource', () => {
  it("is the CSP source of the text's SHA-256 over its UTF-8 bytes", () => {
    const text = 'push("שבת")';
    expect(hashSource(text)).toBe(
      `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`,
    );
    // A known value: the empty script.
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});
