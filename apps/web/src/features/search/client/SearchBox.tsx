'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { MAX_QUERY_LENGTH, type Suggestions } from '@openshiur/search/client';
import { media, SearchIcon, theme, VisuallyHidden } from '@openshiur/ui';
import type { ImageService } from '@/lib/images';
import { dropdownSections, moveActive, optionsInOrder, resultsAnnouncement, type Move } from '../dropdown-model';
import { announceNavigationStarted } from '@/features/chrome/navigation/navigation-events';
import { searchPageHref } from '../links';
import { popupPanel } from '../popup-panel';
import { suggesterFor, type SearchSource } from '../search-source';
import { SuggestionList } from '../SuggestionList';
import { useSuggestions } from '../useSuggestions';

export interface SearchBoxProps {
  /** Where suggestions come from, decided on the server (see `SearchForm`). */
  source: SearchSource;
  /** The hosted image service for author avatars; null = Next's image optimizer. */
  imageService: ImageService | null;
}

export const SEARCH_UNAVAILABLE = 'Search is unavailable right now.';

const KEY_MOVES: Partial<Record<string, Move>> = { ArrowDown: 'next', ArrowUp: 'previous' };

/**
 * The header's search field with its live dropdown (the product's search dropdown rules). It renders inside the plain GET
 * form of `SearchForm`, whose field and button it provides, so the form still works without
 * JavaScript; with JavaScript a submit becomes a client navigation to the results page.
 *
 * The field is a WAI-ARIA combobox: arrow keys move through every option of every section (View
 * All included), Enter opens the active option or else searches, Escape closes and then clears.
 */
export function SearchBox({ source, imageService }: SearchBoxProps) {
  const router = useRouter();
  const baseId = useId();
  const listboxId = `${baseId}listbox`;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // The active option belongs to one answer: a new answer starts again from "none".
  const [active, setActive] = useState<{ answer: Suggestions | null; index: number }>({ answer: null, index: -1 });

  // The server hands over a fresh object on every render of the header; only its content matters.
  const sourceKey = JSON.stringify(source);
  const suggester = useMemo(() => suggesterFor(JSON.parse(sourceKey) as SearchSource), [sourceKey]);
  const state = useSuggestions(suggester, text);

  const answer = state.status === 'ready' ? state.suggestions : state.status === 'loading' ? state.previous : null;
  const sections = useMemo(() => (answer ? dropdownSections(answer, text, baseId) : []), [answer, text, baseId]);
  const options = useMemo(() => optionsInOrder(sections), [sections]);
  const activeIndex = active.answer === answer && active.index < options.length ? active.index : -1;
  const activeId = activeIndex >= 0 ? options[activeIndex]?.id : undefined;

  const showPopup = open && state.status !== 'idle';
  const showList = showPopup && state.status !== 'error' && answer !== null;
  const loading = state.status === 'loading';

  const close = () => {
    setOpen(false);
    setActive((current) => ({ answer: current.answer, index: -1 }));
  };
  const reset = () => {
    setText('');
    close();
  };

  // Keep the active option in view inside the scrolling popup.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const closeFromOutside = useEffectEvent(close);
  // A press anywhere outside the field and its popup closes the popup.
  useEffect(() => {
    if (!showPopup) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) closeFromOutside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [showPopup]);

  // Enter in the field, or the search button: a client navigation to the results page. Listening
  // on the form catches every way of submitting it (Enter, the button, a phone keyboard's "Go").
  const submit = useEffectEvent((event: SubmitEvent) => {
    event.preventDefault();
    const href = searchPageHref(text);
    if (href !== `${window.location.pathname}${window.location.search}`) announceNavigationStarted();
    router.push(href);
    reset();
  });
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => submit(event);
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return; // keys that build a character (IME) are not commands
    const move = KEY_MOVES[event.key];
    if (move) {
      event.preventDefault();
      if (!showPopup) {
        setOpen(true);
        return;
      }
      setActive({ answer, index: moveActive(activeIndex, move, options.length) });
      return;
    }
    if (event.key === 'Enter' && showList && activeId) {
      // Not a submit: open the active option, through its own link.
      event.preventDefault();
      document.getElementById(activeId)?.click();
      return;
    }
    if (event.key === 'Escape') {
      // Also stops Chrome's own Escape-clears-the-field, so that the first Escape only closes.
      if (showPopup) {
        event.preventDefault();
        close();
      } else if (text) {
        event.preventDefault();
        reset();
      }
      return;
    }
    if (event.key === 'Tab') close();
  };

  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (!(event.relatedTarget instanceof Node && rootRef.current?.contains(event.relatedTarget))) close();
  };

  const announcement =
    state.status === 'error' ? SEARCH_UNAVAILABLE : state.status === 'ready' ? resultsAnnouncement(sections) : '';

  return (
    <Root ref={rootRef} data-search-box="">
      <label htmlFor="site-search" className="visually-hidden">
        Search shiurim, authors and series
      </label>
      <Field
        ref={inputRef}
        id="site-search"
        type="search"
        name="q"
        placeholder="Search shiurim"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={MAX_QUERY_LENGTH}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listboxId}
        aria-activedescendant={showList ? activeId : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      <Submit type="submit" aria-label="Search">
        <SearchIcon size={18} />
      </Submit>
      {showPopup ? (
        // Pressing inside the popup must not take focus from the field (that would close it).
        <Popup
          data-search-popup=""
          // Which query the shown answer is for (it may be an older one while the next loads).
          data-answer-for={answer?.query}
          aria-busy={loading}
          onMouseDown={(event) => event.preventDefault()}
        >
          {state.status === 'error' ? (
            <Message>{SEARCH_UNAVAILABLE}</Message>
          ) : answer ? (
            <SuggestionList
              id={listboxId}
              sections={sections}
              activeId={activeId}
              highlight={answer.query}
              imageService={imageService}
              onChoose={reset}
            />
          ) : (
            <Message>Searching…</Message>
          )}
        </Popup>
      ) : null}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </Root>
  );
}

/** Positioned on wide screens so the popup sits under the field; on phones see `Popup`. */
const Root = styled.div`
  display: flex;
  align-items: stretch;
  flex: 1;
  min-width: 0;
  ${media.wide} {
    position: relative;
  }
`;

const Field = styled.input`
  flex: 1;
  min-width: 0;
  padding: 6px 10px;
  font: inherit;
  color: ${theme.colors.text};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-right: 0;
  border-radius: ${theme.radii.small} 0 0 ${theme.radii.small};
`;

const Submit = styled.button`
  display: inline-flex;
  align-items: center;
  padding: 0 10px;
  min-width: 36px;
  color: ${theme.colors.primaryText};
  background: ${theme.colors.primary};
  border: 1px solid ${theme.colors.primary};
  border-radius: 0 ${theme.radii.small} ${theme.radii.small} 0;
  cursor: pointer;
`;

/**
 * Where the dropdown hangs: under the field on wide screens; below 960px nothing between it and the
 * sticky header bar is positioned, so it hangs under the whole header, the width of the viewport.
 * The visible, scrolling box is the listbox inside (see `popup-panel`).
 */
const Popup = styled.div`
  position: absolute;
  z-index: ${theme.zIndices.popover};
  top: 100%;
  left: 0;
  right: 0;
  text-align: start;
  ${media.wide} {
    top: calc(100% + ${theme.space.xs});
    right: auto;
    width: min(440px, calc(100vw - 32px));
    border-radius: ${theme.radii.medium};
  }
  &[aria-busy='true'] [role='listbox'] {
    opacity: 0.7;
  }
`;

const Message = styled.p`
  ${popupPanel}
  margin: 0;
  border-radius: inherit;
  padding: ${theme.space.sm} ${theme.space.md};
  color: ${theme.colors.muted};
`;
