export type PlayerCommand = 'toggle' | 'back' | 'forward' | 'slower' | 'faster';

/** Where a key was pressed: on the player's own controls, or anywhere else on the page. */
export type KeyScope = 'player' | 'page';

interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/**
 * The player's keyboard shortcuts (YouTube's letters, which many listeners know):
 * k or space play/pause, j or ← back 15 s, l or → forward 30 s, < and > slower and faster.
 *
 * On the rest of the page only the letters and < > work: space scrolls the page and the arrow keys
 * scroll or move within other widgets there, so the player never takes them away. Shortcuts with
 * Ctrl, Cmd or Alt are the browser's and the system's, never ours.
 */
export function playerCommandFor(event: KeyLike, scope: KeyScope): PlayerCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case 'k':
    case 'K':
      return 'toggle';
    case 'j':
    case 'J':
      return 'back';
    case 'l':
    case 'L':
      return 'forward';
    case '<':
      return 'slower';
    case '>':
      return 'faster';
    case ' ':
      return scope === 'player' ? 'toggle' : null;
    case 'ArrowLeft':
      return scope === 'player' ? 'back' : null;
    case 'ArrowRight':
      return scope === 'player' ? 'forward' : null;
    default:
      return null;
  }
}

interface TargetLike {
  tagName?: string;
  isContentEditable?: boolean;
  type?: string;
  getAttribute?: (name: string) => string | null;
}

const TEXT_INPUT_TYPES = new Set([
  'text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date', 'datetime-local', 'month',
  'time', 'week',
]);

/**
 * Whether a key pressed on `target` belongs to it: text fields, text areas, select boxes and
 * editable content take every key, so page-wide shortcuts never fire while someone types.
 */
export function isTypingTarget(target: TargetLike | null | undefined): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName?.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return TEXT_INPUT_TYPES.has((target.type ?? 'text').toLowerCase());
  const role = target.getAttribute?.('role');
  return role === 'textbox' || role === 'combobox' || role === 'searchbox';
}

const SPACE_ACTIVATED_INPUTS = new Set(['button', 'submit', 'reset', 'checkbox', 'radio']);

/**
 * Whether space presses `target` itself (a button, a link's summary, a checkbox): there space keeps
 * its native meaning, so "Forward 30 seconds" focused and space pressed skips, as it should.
 */
export function spaceActivates(target: TargetLike | null | undefined): boolean {
  const tag = target?.tagName?.toUpperCase();
  if (tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY') return true;
  return tag === 'INPUT' && SPACE_ACTIVATED_INPUTS.has((target?.type ?? '').toLowerCase());
}

/**
 * Whether a key pressed on `target` is for another media player (a focused `<video>` or an
 * embedded YouTube/Vimeo frame): those handle their own keys, so the audio player's page-wide
 * letters stay out of their way.
 */
export function belongsToOtherMedia(target: { tagName?: string } | null | undefined): boolean {
  const tag = target?.tagName?.toUpperCase();
  return tag === 'VIDEO' || tag === 'AUDIO' || tag === 'IFRAME';
}
