// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { highlightTextNodes, inlineMarkupHtml, sanitizeInlineFragment } from './inline-markup';

const html = (input: string, query?: string) => inlineMarkupHtml(input, query);

describe('inlineMarkupHtml: the defensive pass', () => {
  it('keeps text and the allowed inline tags', () => {
    expect(html('Rabbi <em>Sample</em> Markupstein')).toBe('Rabbi <em>Sample</em> Markupstein');
    expect(html('<b>b</b><strong>s</strong><i>i</i><u>u</u><small>sm</small><sub>1</sub><sup>2</sup><mark>m</mark><span>sp</span>a<br>b')).toBe(
      '<b>b</b><strong>s</strong><i>i</i><u>u</u><small>sm</small><sub>1</sub><sup>2</sup><mark>m</mark><span>sp</span>a<br>b',
    );
  });

  it('drops every attribute of an allowed tag', () => {
    expect(html('<em class="x" style="color:red" onclick="alert(1)" id="y">Sample</em>')).toBe('<em>Sample</em>');
    expect(html('<span onmouseover="steal()">x</span>')).toBe('<span>x</span>');
  });

  it('drops scripts and styles with their content', () => {
    expect(html('Rabbi Scripty <script>alert("xss")</script>Injectorman')).toBe('Rabbi Scripty Injectorman');
    expect(html('a<style>body{display:none}</style>b')).toBe('ab');
    expect(html('a<svg><script>alert(1)</script></svg>b<iframe src="x"></iframe>')).toBe('ab');
  });

  it('unwraps other elements, keeping their text but not their attributes', () => {
    expect(html('<a href="javascript:alert(1)">Rabbi</a> <div>One</div>')).toBe('Rabbi One');
    expect(html('<img src=x onerror="alert(1)">Name')).toBe('Name');
    expect(html('<p><em onclick="x()">Sample</em></p>')).toBe('<em>Sample</em>');
  });

  it('drops comments and keeps entities as text', () => {
    expect(html('a<!-- <script>x</script> -->b')).toBe('ab');
    expect(html('Tom &amp; Jerry &lt;script&gt;')).toBe('Tom &amp; Jerry &lt;script&gt;');
  });

  it('closes unbalanced markup the way the browser does', () => {
    expect(html('<em>open')).toBe('<em>open</em>');
    expect(html('close</em> me')).toBe('close me');
  });
});

describe('inlineMarkupHtml: highlighting', () => {
  it('marks matches on the text nodes, inside and outside tags', () => {
    expect(html('Rabbi <em>Sample</em> Markupstein', 'sam')).toBe('Rabbi <em><mark>Sam</mark>ple</em> Markupstein');
    expect(html('Rabbi <em>Sample</em> Markupstein', 'markup rab')).toBe(
      '<mark>Rab</mark>bi <em>Sample</em> <mark>Markup</mark>stein',
    );
  });

  it('escapes the text it marks', () => {
    expect(html('&lt;b&gt; Bold', 'bold')).toBe('&lt;b&gt; <mark>Bold</mark>');
  });

  it('marks nothing for an empty query or no match', () => {
    expect(html('Rabbi <em>Sample</em>', '')).toBe('Rabbi <em>Sample</em>');
    expect(html('Rabbi <em>Sample</em>', 'zzz')).toBe('Rabbi <em>Sample</em>');
  });
});

describe('the building blocks', () => {
  it('sanitizeInlineFragment returns a fragment of the given document', () => {
    const fragment = sanitizeInlineFragment('<em title="t">x</em>', document);
    expect(fragment.ownerDocument).toBe(document);
    expect((fragment.firstChild as Element).outerHTML).toBe('<em>x</em>');
  });

  it('highlightTextNodes marks every match of a text node', () => {
    const root = document.createElement('div');
    root.textContent = 'Shabbos and shabbat';
    highlightTextNodes(root, 'shab', document);
    expect(root.innerHTML).toBe('<mark>Shab</mark>bos and <mark>shab</mark>bat');
  });

  it('without a DOM the name is escaped, never parsed', () => {
    expect(inlineMarkupHtml('Rabbi <em>S</em> & co', '', null)).toBe('Rabbi &lt;em&gt;S&lt;/em&gt; &amp; co');
  });
});
