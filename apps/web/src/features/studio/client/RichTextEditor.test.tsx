// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './RichTextEditor';

// Tells React the tests wrap updates in act(), so effects and state updates are flushed.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// ProseMirror measures the caret's range to scroll it into view after a command; jsdom measures
// elements (all at zero, as it lays nothing out) but not ranges: measure them the same way.
Range.prototype.getClientRects ??= () => document.body.getClientRects();
Range.prototype.getBoundingClientRect ??= () => document.body.getBoundingClientRect();

const BODY = '<h2>Shabbat</h2><p>The <strong>first</strong> shiur.</p>';
const TOOL_NAMES = ['Bold', 'Italic', 'Heading 2', 'Heading 3', 'Bulleted list', 'Numbered list', 'Quote', 'Link', 'Undo', 'Redo'];

function field(defaultValue = BODY) {
  return <RichTextEditor name="body" label="Body" id="body" describedBy="body-help" defaultValue={defaultValue} />;
}

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = container = undefined;
  vi.restoreAllMocks();
});

/** Hydrates the server's markup, as the browser does (the editor's onCreate runs a tick after the editor exists, hence the wait). */
async function hydrate(defaultValue = BODY) {
  const errors: unknown[] = [];
  container = document.createElement('div');
  container.innerHTML = renderToString(field(defaultValue));
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container!, field(defaultValue), { onRecoverableError: (error) => errors.push(error) });
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return { errors };
}

const textarea = () => document.querySelector<HTMLTextAreaElement>('textarea[name="body"]')!;
const editorElement = () => document.getElementById('body-editor')!;
/** Tiptap puts its Editor on the element it edits. */
const editor = () => (editorElement() as HTMLElement & { editor: Editor }).editor;
const button = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('[role="toolbar"] button')].find((b) => b.textContent === name)!;
const click = (name: string) => act(async () => button(name).click());

describe('RichTextEditor on the server and without JavaScript', () => {
  it('is a labelled textarea holding the HTML under the field name', () => {
    const html = renderToString(field());
    expect(html).toMatch(/<label[^>]* id="body-label"[^>]* for="body"[^>]*>Body<\/label>/);
    const textareaTag = /<textarea([^>]*)>([^<]*)<\/textarea>/.exec(html);
    expect(textareaTag).not.toBeNull();
    const [, attributes, content] = textareaTag!;
    expect(attributes).toContain('id="body"');
    expect(attributes).toContain('name="body"');
    expect(attributes).toContain('rows="14"');
    expect(attributes).toContain('aria-describedby="body-help"');
    expect(attributes).not.toContain('hidden');
    expect(content).toBe('&lt;h2&gt;Shabbat&lt;/h2&gt;&lt;p&gt;The &lt;strong&gt;first&lt;/strong&gt; shiur.&lt;/p&gt;');
    expect(html).not.toContain('role="toolbar"');
    expect(html).not.toContain('contenteditable');
  });
});

describe('RichTextEditor once hydrated', () => {
  it('hydrates without a mismatch and replaces the textarea by the editor, which keeps it', async () => {
    const { errors } = await hydrate();
    expect(errors).toEqual([]);
    expect(textarea().hidden).toBe(true);
    expect(textarea().id).toBe('body');
    const surface = editorElement();
    expect(surface.getAttribute('contenteditable')).toBe('true');
    expect(surface.getAttribute('role')).toBe('textbox');
    expect(surface.getAttribute('aria-multiline')).toBe('true');
    expect(surface.getAttribute('aria-labelledby')).toBe('body-label');
    expect(document.getElementById('body-label')!.textContent).toBe('Body');
    expect(surface.getAttribute('aria-describedby')).toBe('body-help');
    expect(surface.innerHTML).toBe(BODY);
    expect(textarea().value).toBe(editor().getHTML());
  });

  it('has a formatting toolbar of real buttons with their names and pressed states', async () => {
    await hydrate();
    const toolbar = document.querySelector('[role="toolbar"]')!;
    expect(toolbar.getAttribute('aria-label')).toBe('Formatting');
    expect(toolbar.getAttribute('aria-controls')).toBe('body-editor');
    const buttons = [...toolbar.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual(TOOL_NAMES);
    expect(buttons.every((b) => b.type === 'button')).toBe(true);
    // The caret starts in the h2.
    expect(button('Heading 2').getAttribute('aria-pressed')).toBe('true');
    for (const name of TOOL_NAMES.slice(0, 8).filter((name) => name !== 'Heading 2')) {
      expect(button(name).getAttribute('aria-pressed'), name).toBe('false');
    }
    expect(button('Undo').hasAttribute('aria-pressed')).toBe(false);
    expect(button('Undo').disabled).toBe(true);
    expect(button('Redo').disabled).toBe(true);
  });

  it('writes what the editor makes into the textarea, and undoes it', async () => {
    await hydrate('');
    expect(textarea().value).toBe('');
    await click('Bold');
    expect(button('Bold').getAttribute('aria-pressed')).toBe('true');
    await act(async () => editor().commands.insertContent('Hello'));
    expect(textarea().value).toBe('<p><strong>Hello</strong></p>');
    expect(textarea().value).toBe(editor().getHTML());
    await click('Heading 3');
    // StarterKit keeps a paragraph after a last heading, so there is always a line to type on below it.
    expect(textarea().value).toBe('<h3><strong>Hello</strong></h3><p></p>');
    expect(button('Heading 3').getAttribute('aria-pressed')).toBe('true');
    expect(button('Undo').disabled).toBe(false);
    await click('Undo');
    await click('Undo');
    expect(textarea().value).toBe('');
    expect(button('Redo').disabled).toBe(false);
  });

  it('offers only h2 and h3 and no code blocks', async () => {
    await hydrate('<h1>One</h1><h4>Four</h4><pre><code>x</code></pre>');
    expect(textarea().value).toBe('<p>One</p><p>Four</p><p><code>x</code></p>');
  });

  it('links the selection to the address asked for, and removes the link when it is left empty', async () => {
    await hydrate('<p>See the site</p>');
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue('example.org/about');
    await act(async () => editor().commands.setTextSelection({ from: 9, to: 13 }));
    await click('Link');
    expect(textarea().value).toBe(
      '<p>See the <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.org/about">site</a></p>',
    );
    expect(button('Link').getAttribute('aria-pressed')).toBe('true');

    prompt.mockReturnValue('');
    await click('Link');
    expect(prompt).toHaveBeenLastCalledWith(expect.any(String), 'https://example.org/about');
    expect(textarea().value).toBe('<p>See the site</p>');

    prompt.mockReturnValue(null);
    await click('Link');
    expect(textarea().value).toBe('<p>See the site</p>');
  });

  it('inserts the address as linked text when nothing is selected, and refuses script addresses', async () => {
    await hydrate('<p>Read </p>');
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue('https://example.org/');
    await act(async () => editor().commands.setTextSelection(6));
    await click('Link');
    expect(textarea().value).toContain('<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.org/">https://example.org/</a>');

    prompt.mockReturnValue('javascript:alert(1)');
    await act(async () => editor().commands.setTextSelection({ from: 1, to: 5 }));
    await click('Link');
    expect(textarea().value).not.toContain('javascript:');
  });

  it('focuses the editor when its label is clicked', async () => {
    await hydrate();
    await act(async () => document.getElementById('body-label')!.click());
    // Tiptap focuses on the next animation frame.
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(document.activeElement).toBe(editorElement());
  });
});
