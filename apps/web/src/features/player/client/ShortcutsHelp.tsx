import { ShortcutList, ShortcutNote, Shortcuts } from './AudioPlayer.styles';
import { SKIP_BACK_SECONDS, SKIP_FORWARD_SECONDS } from '../seek';

/** The list of the player's keyboard shortcuts (see keyboard.ts), folded away under a summary. */
export function ShortcutsHelp() {
  return (
    <Shortcuts>
      <summary>Keyboard shortcuts</summary>
      <ShortcutList>
        <dt>
          <kbd>K</kbd> or <kbd>Space</kbd>
        </dt>
        <dd>Play or pause</dd>
        <dt>
          <kbd>J</kbd> or <kbd>←</kbd>
        </dt>
        <dd>Back {SKIP_BACK_SECONDS} seconds</dd>
        <dt>
          <kbd>L</kbd> or <kbd>→</kbd>
        </dt>
        <dd>Forward {SKIP_FORWARD_SECONDS} seconds</dd>
        <dt>
          <kbd>&lt;</kbd> and <kbd>&gt;</kbd>
        </dt>
        <dd>Slower and faster</dd>
      </ShortcutList>
      <ShortcutNote>
        Space and the arrows work while the player has focus; the letters anywhere on the page.
      </ShortcutNote>
    </Shortcuts>
  );
}
