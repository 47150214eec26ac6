'use client';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent as ReactFocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import { css, keyframes, styled } from 'styled-components';
import { PlusCircleIcon } from '../components/icons';
import { media, theme } from '../theme';
import { useControllableState } from './internal/controllable';
import { contains, focusableElements, focusRing } from './internal/focus';

/**
 * Where the panel sits relative to its trigger.
 *
 * @example
 * ```ts
 * const above = panel.dataset.placement === ('above' satisfies PopoverPlacement);
 * ```
 */
export type PopoverPlacement = 'below' | 'above';

/**
 * Props of {@link Popover}.
 *
 * @example
 * ```tsx
 * <Popover label="Share" open={open} onOpenChange={setOpen}>{shareLinks}</Popover>
 * ```
 */
export interface PopoverProps {
  /** Accessible name of the trigger button, e.g. "Account menu". */
  label: string;
  /** Custom trigger content; a plus-circle icon by default. */
  trigger?: ReactNode;
  /** The panel's content. */
  children: ReactNode;
  /** Controlled open state; leave undefined to let the popover keep its own. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called whenever the popover asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of the panel; defaults to `label`. */
  panelLabel?: string;
  /** Which edges of trigger and panel line up: `start` (default) or `end` (for a header's far end). */
  align?: 'start' | 'end';
  className?: string;
}

const GAP_PX = 8;

/**
 * Chooses the side with room for the panel: below unless the panel does not fit below and there is
 * more room above.
 *
 * @example
 * ```ts
 * choosePopoverPlacement({ top: 700, bottom: 740 }, 200, 800); // 'above'
 * ```
 */
export function choosePopoverPlacement(
  triggerRect: Pick<DOMRect, 'top' | 'bottom'>,
  panelHeight: number,
  viewportHeight: number,
): PopoverPlacement {
  const below = viewportHeight - triggerRect.bottom - GAP_PX;
  const above = triggerRect.top - GAP_PX;
  return panelHeight > below && above > below ? 'above' : 'below';
}

const appear = keyframes`
  from { opacity: 0; transform: translateY(var(--os-popover-shift, -4px)); }
  to { opacity: 1; transform: none; }
`;

const Root = styled.div`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  min-width: 40px;
  min-height: 40px;
  padding: ${theme.space.xs};
  border: 0;
  border-radius: ${theme.radii.round};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  ${focusRing}
`;

const Panel = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  z-index: ${theme.zIndices.popover};
  min-width: 200px;
  max-width: min(360px, calc(100vw - 16px));
  padding: ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.medium};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: 0 6px 24px rgb(0 0 0 / 0.16);
  ${({ $align }) => ($align === 'end' ? css`inset-inline-end: 0;` : css`inset-inline-start: 0;`)}
  &[data-placement='below'] {
    top: calc(100% + ${GAP_PX}px);
  }
  &[data-placement='above'] {
    bottom: calc(100% + ${GAP_PX}px);
    --os-popover-shift: 4px;
  }
  &[data-state='open'] {
    animation: ${appear} 120ms ease-out;
  }
  &[hidden] {
    display: none;
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  ${media.reducedMotion} {
    &[data-state='open'] {
      animation: none;
    }
  }
`;

/**
 * A button that shows a floating panel (spec §2.7): a plus-circle icon or a custom trigger. The
 * panel opens below the trigger, or above it when there is no room below; it closes on a click
 * outside, on Escape (focus returns to the trigger), when Tab leaves it and when a link in it is
 * followed. Opening moves focus into the panel.
 *
 * @example
 * ```tsx
 * <Popover label="Account menu" trigger={<Avatar name="Sara Levi" />} align="end">
 *   <a href="/profile">Profile</a>
 *   <a href="/signout">Sign out</a>
 * </Popover>
 * ```
 */
export function Popover({
  label,
  trigger,
  children,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  panelLabel,
  align = 'start',
  className,
}: PopoverProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const [placement, setPlacement] = useState<PopoverPlacement>('below');
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  /** Whether the next close should put focus back on the trigger (`null`: only if focus is inside). */
  const returnFocusRef = useRef<boolean | null>(null);
  const wasOpenRef = useRef(open);

  const close = useCallback(
    (returnFocus: boolean | null) => {
      returnFocusRef.current = returnFocus;
      setOpen(false);
    },
    [setOpen],
  );

  const updatePlacement = useCallback(() => {
    const triggerElement = triggerRef.current;
    const panel = panelRef.current;
    if (!triggerElement || !panel) return;
    setPlacement(
      choosePopoverPlacement(
        triggerElement.getBoundingClientRect(),
        panel.offsetHeight,
        window.innerHeight,
      ),
    );
  }, []);

  // Placement, and focus moving in on open and back out on close.
  useLayoutEffect(() => {
    const wasOpen = wasOpenRef.current;
    wasOpenRef.current = open;
    if (open) {
      updatePlacement();
      if (!wasOpen && panelRef.current) {
        const panel = panelRef.current;
        (focusableElements(panel)[0] ?? panel).focus({ preventScroll: true });
      }
    } else if (wasOpen) {
      const returnFocus = returnFocusRef.current;
      returnFocusRef.current = null;
      const focusInside = contains(rootRef.current, document.activeElement);
      if (returnFocus === true || (returnFocus === null && focusInside)) {
        triggerRef.current?.focus({ preventScroll: true });
      }
    }
  }, [open, updatePlacement]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!contains(rootRef.current, event.target)) close(false);
    };
    // Escape with focus outside the popover; with focus inside, onRootKeyDown handles it first.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close(null);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('click', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('resize', updatePlacement);
    window.addEventListener('scroll', updatePlacement, { capture: true, passive: true });
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('click', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('resize', updatePlacement);
      window.removeEventListener('scroll', updatePlacement, { capture: true });
    };
  }, [open, close, updatePlacement]);

  const onBlur = (event: ReactFocusEvent<HTMLDivElement>) => {
    // Tab (or a script) moved focus out of the popover; a click elsewhere is handled above.
    if (open && event.relatedTarget && !contains(rootRef.current, event.relatedTarget)) {
      close(false);
    }
  };

  const onRootKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    event.preventDefault();
    close(true);
  };

  const onPanelClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close(null);
  };

  const onTriggerKeyDown = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <Root ref={rootRef} className={className} onBlur={onBlur} onKeyDown={onRootKeyDown}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close(true) : setOpen(true))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger ?? <PlusCircleIcon />}
      </Trigger>
      <Panel
        ref={panelRef}
        id={panelId}
        role="group"
        aria-label={panelLabel ?? label}
        tabIndex={-1}
        hidden={!open}
        data-state={open ? 'open' : 'closed'}
        data-placement={placement}
        $align={align}
        onClick={onPanelClick}
      >
        {children}
      </Panel>
    </Root>
  );
}
