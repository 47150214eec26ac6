import { useEffect, type RefObject } from 'react';
import {
  belongsToOtherMedia,
  isTypingTarget,
  playerCommandFor,
  spaceActivates,
  type PlayerCommand,
} from '../keyboard';

/**
 * The player's keyboard shortcuts while `enabled`: the full set on the player's own controls (inside
 * `playerRef`), the letters and < > anywhere on the page except while typing or on another media
 * player (see keyboard.ts). Each shortcut found is passed to `run`.
 */
export function usePlayerShortcuts(
  enabled: boolean,
  playerRef: RefObject<HTMLElement | null>,
  run: (command: PlayerCommand) => void,
): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target instanceof Element ? event.target : null;
      if (isTypingTarget(target as HTMLElement | null)) return;
      const scope = target && playerRef.current?.contains(target) ? 'player' : 'page';
      if (scope === 'page' && belongsToOtherMedia(target)) return;
      if (event.key === ' ' && spaceActivates(target as HTMLElement | null)) return;
      const command = playerCommandFor(event, scope);
      if (!command) return;
      event.preventDefault();
      run(command);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, playerRef, run]);
}
