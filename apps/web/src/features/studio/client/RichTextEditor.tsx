'use client';
import { useMemo, useRef } from 'react';
import styled from 'styled-components';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { theme } from '@openshiur/ui';

// Module-level so every render passes the same instances: useEditor compares them one by one and
// would otherwise reconfigure the editor on each render.
const extensions = [
  StarterKit.configure({
    // The page title is the h1; a body starts at h2.
    heading: { levels: [2, 3] },
    codeBlock: false,
    // The body sanitizer drops <s>: a strike the editor showed would vanish on save.
    strike: false,
    // A click inside the editor places the caret; it must not leave the page.
    link: { openOnClick: false, defaultProtocol: 'https' },
  }),
];

type Tool = {
  label: string;
  run: (editor: Editor) => void;
  pressed?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
};

const TOOLS: readonly Tool[] = [
  { label: 'Bold', run: (e) => e.chain().focus().toggleBold().run(), pressed: (e) => e.isActive('bold') },
  { label: 'Italic', run: (e) => e.chain().focus().toggleItalic().run(), pressed: (e) => e.isActive('italic') },
  {
    label: 'Heading 2',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    pressed: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    label: 'Heading 3',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    pressed: (e) => e.isActive('heading', { level: 3 }),
  },
  { label: 'Bulleted list', run: (e) => e.chain().focus().toggleBulletList().run(), pressed: (e) => e.isActive('bulletList') },
  { label: 'Numbered list', run: (e) => e.chain().focus().toggleOrderedList().run(), pressed: (e) => e.isActive('orderedList') },
  { label: 'Quote', run: (e) => e.chain().focus().toggleBlockquote().run(), pressed: (e) => e.isActive('blockquote') },
  { label: 'Link', run: editLink, pressed: (e) => e.isActive('link') },
  { label: 'Undo', run: (e) => e.chain().focus().undo().run(), enabled: (e) => e.can().undo() },
  { label: 'Redo', run: (e) => e.chain().focus().redo().run(), enabled: (e) => e.can().redo() },
];

const toolStates = (editor: Editor) =>
  TOOLS.map((tool) => ({ pressed: tool.pressed?.(editor), enabled: tool.enabled?.(editor) ?? true }));

function editLink(editor: Editor) {
  const current = editor.getAttributes('link').href as string | undefined;
  const answer = window.prompt('Link address (leave empty to remove the link)', current ?? '');
  if (answer === null) return;
  const chain = editor.chain().focus().extendMarkRange('link');
  const typed = answer.trim();
  if (!typed) {
    chain.unsetLink().run();
    return;
  }
  // "example.org" would otherwise be a link relative to the page it is published on.
  const href = /^([a-z][a-z0-9+.-]*:|[/#?])/i.test(typed) ? typed : `https://${typed}`;
  // With nothing selected there is no text to link: the address becomes the text.
  if (editor.state.selection.empty && !editor.isActive('link')) {
    chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
  } else {
    chain.setLink({ href }).run();
  }
}

/** An empty editor is still `<p></p>`: post nothing instead, so the server sees an empty body as empty. */
const bodyOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * A body field for the studio: a textarea of HTML as rendered (the whole field without
 * JavaScript), replaced once hydrated by a Tiptap editor that writes its HTML back into the hidden
 * textarea, so the form posts the same field either way.
 */
export function RichTextEditor({
  name,
  label,
  defaultValue,
  id,
  describedBy,
}: {
  name: string;
  label: string;
  defaultValue: string;
  id: string;
  describedBy?: string;
}) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const labelId = `${id}-label`;
  const editorId = `${id}-editor`;
  const editorProps = useMemo(
    () => ({
      attributes: {
        id: editorId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    }),
    [editorId, labelId, describedBy],
  );
  const editor = useEditor({
    // On the server and in the first client render the textarea stands alone, so hydration matches.
    immediatelyRender: false,
    extensions,
    editorProps,
    // Not the textarea's value: hydrating it, React sets it back to defaultValue anyway (text typed
    // before the script ran is lost either way). The textarea then holds the editor's form of it.
    content: defaultValue,
    onCreate: ({ editor }) => {
      if (textarea.current) textarea.current.value = bodyOf(editor);
    },
    onUpdate: ({ editor }) => {
      if (textarea.current) textarea.current.value = bodyOf(editor);
    },
  });
  const selected = useEditorState({ editor, selector: ({ editor }) => (editor ? toolStates(editor) : null) });
  // useEditorState only hears of a new editor at its first transaction; until then, ask it directly.
  const tools = editor ? (selected ?? toolStates(editor)) : null;

  return (
    <Field>
      {/* htmlFor still names the (then hidden) textarea, which takes no clicks: hand focus to the editor. */}
      <label id={labelId} htmlFor={id} onClick={() => editor?.commands.focus()}>
        {label}
      </label>
      {editor && tools ? (
        <>
          <Toolbar role="toolbar" aria-label="Formatting" aria-controls={editorId}>
            {TOOLS.map((tool, index) => (
              <button
                key={tool.label}
                type="button"
                aria-pressed={tools[index]?.pressed}
                disabled={!tools[index]?.enabled}
                onClick={() => tool.run(editor)}
              >
                {tool.label}
              </button>
            ))}
          </Toolbar>
          <Surface editor={editor} />
        </>
      ) : null}
      <Textarea
        ref={textarea}
        id={id}
        name={name}
        defaultValue={defaultValue}
        rows={14}
        hidden={editor !== null}
        aria-describedby={describedBy}
      />
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 16px 0;

  label {
    font-weight: 600;
  }
`;

const focusRing = `
  outline: 3px solid ${theme.colors.focus};
  outline-offset: 2px;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;

  button {
    font: inherit;
    padding: 4px 10px;
    border: 1px solid ${theme.colors.border};
    border-radius: 4px;
    background: ${theme.colors.surfaceMuted};
    color: inherit;
    cursor: pointer;
  }

  button[aria-pressed='true'] {
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
  }

  button:disabled {
    cursor: default;
    opacity: 0.6;
  }

  button:focus-visible {
    ${focusRing}
  }
`;

const fieldBox = `
  font: inherit;
  padding: 8px 12px;
  border: 1px solid ${theme.colors.border};
  border-radius: 4px;
`;

const Surface = styled(EditorContent)`
  .tiptap {
    ${fieldBox}
    min-height: 240px;
  }

  /* A text field shows focus however it got it, so :focus rather than :focus-visible. */
  .tiptap:focus {
    ${focusRing}
  }
`;

const Textarea = styled.textarea`
  ${fieldBox}
  width: 100%;
  box-sizing: border-box;

  &:focus {
    ${focusRing}
  }
`;
