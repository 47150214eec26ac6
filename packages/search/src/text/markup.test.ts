import { describe, expect, it } from 'vitest';
import { sanitizeInline, stripMarkup } from './markup';

describe('names with markup', () => {
  it('keeps inline formatting and drops scripts, attributes and other tags', () => {
    expect(sanitizeInline('Rabbi <em>Sample</em> Markupstein')).toBe('Rabbi <em>Sample</em> Markupstein');
    expect(sanitizeInline('Rabbi Scripty <script>alert("xss")</script>Injectorman')).toBe('Rabbi Scripty Injectorman');
    expect(sanitizeInline('<b onclick="x()">Bold</b> <a href="javascript:x">link</a>')).toBe('<b>Bold</b> link');
  });

  it('gives the plain text with entities decoded', () => {
    expect(stripMarkup('Co<b>hen</b>feld &amp; <i>Sons</i>')).toBe('Cohenfeld & Sons');
    expect(stripMarkup('a &lt;b&gt; &#39;c&#39; &#x5e9;')).toBe("a <b> 'c' ש");
    expect(stripMarkup('Rabbi Scripty <script>alert(1)</script>Injectorman')).toBe('Rabbi Scripty Injectorman');
  });
});
