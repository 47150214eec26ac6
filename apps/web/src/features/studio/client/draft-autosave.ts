'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { postFormValues, type PostFormValues } from '../post-form-state';

/** A form's unsaved text as this browser keeps it, and when it was kept. */
export interface KeptDraft {
  values: PostFormValues;
  keptAt: string;
}

/** How often changed text is kept: often enough that little is lost, rarely enough to cost nothing. */
const KEEP_EVERY_MS = 3_000;
const STORAGE_PREFIX = 'openshiur:studio:post-draft:';

export const draftKey = (postId: string | null) => `${STORAGE_PREFIX}${postId ?? 'new'}`;

function readKept(key: string): KeptDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    const kept = raw ? (JSON.parse(raw) as KeptDraft) : null;
    return kept && typeof kept.keptAt === 'string' && typeof kept.values === 'object' ? kept : null;
  } catch {
    return null; // storage off (private mode) or a value from another version: nothing to offer
  }
}

export function forgetDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // storage off: nothing was kept
  }
}

/** The fields a draft compares: who and what, not the hidden version stamp. */
const comparable = ({ baseUpdatedAt: _base, ...values }: PostFormValues) => JSON.stringify(values);

/**
 * Autosave of the post form in this browser: while the editor types, the form's values are kept in
 * localStorage every few seconds, so a closed tab, a crash or a lost connection loses nothing. On
 * opening the form again, a kept draft that differs from the stored post is offered back. The
 * server keeps only what the editor saves (each save a revision), so half-typed text never goes
 * live on a published post.
 */
export function useDraftAutosave(form: RefObject<HTMLFormElement | null>, key: string, shown: PostFormValues) {
  const [offered, setOffered] = useState<KeptDraft | null>(null);
  // Set by the editor's own typing and choosing (the rich text editor's typing bubbles up as input
  // events too); what the form shows when it opens is not a change worth keeping.
  const changed = useRef(false);

  useEffect(() => {
    const kept = readKept(key);
    // Offered only when it says something the form does not already show.
    if (kept && comparable(kept.values) !== comparable(shown)) setOffered(kept);
    // Only when the form opens for a post: later answers of the action change `shown` too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    // On the document: the form element is replaced when it mounts again (after an answer).
    const markChanged = (event: Event) => {
      if (event.target instanceof Node && form.current?.contains(event.target)) changed.current = true;
    };
    document.addEventListener('input', markChanged);
    document.addEventListener('change', markChanged);
    const timer = window.setInterval(() => {
      if (!form.current || !changed.current) return;
      changed.current = false;
      const values = postFormValues(new FormData(form.current));
      try {
        window.localStorage.setItem(key, JSON.stringify({ values, keptAt: new Date().toISOString() } satisfies KeptDraft));
      } catch {
        // storage full or off: the form still works, only without autosave
      }
    }, KEEP_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('input', markChanged);
      document.removeEventListener('change', markChanged);
    };
  }, [form, key]);

  const dismiss = useCallback(() => {
    setOffered(null);
    forgetDraft(key);
  }, [key]);

  return { offered, dismiss, close: () => setOffered(null) };
}
