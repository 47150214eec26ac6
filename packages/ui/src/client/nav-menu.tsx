'use client';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type FocusEvent as ReactFocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { styled } from 'styled-components';
import { ChevronDownIcon } from '../components/icons';
import type { LinkComponent } from '../link';
import { MOBILE_BREAKPOINT_PX, media, theme } from '../theme';
import { contains, focusableElements, focusRing } from './internal/focus';
import { HOVER_POINTER_QUERY, useMediaQuery } from './internal/media-query';

/**
 * How long the pointer may leave a hover-opened dropdown before it closes, in milliseconds.
 *
 * @example
 * ```ts
 * await page.waitForTimeout(NAV_DROPDOWN_CLOSE_DELAY_MS + 50);
 * ```
 */
export const NAV_DROPDOWN_CLOSE_DELAY_MS = 150;

const HOVER_QUERY = `${HOVER_POINTER_QUERY} and (min-width: ${MOBILE_BREAKPOINT_PX}px)`;

interface NavMenuContextValue {
  openId: string | null;
  setOpenId: Dispatch<SetStateAction<string | null>>;
}

const NavMenuContext = createContext<NavMenuContextValue | null>(null);

const List = styled.ul`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.narrow} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const Item = styled.li`
  position: relative;
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  & > a {
    display: inline-block;
    padding: ${theme.space.sm};
    border-radius: ${theme.radii.small};
    color: inherit;
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
    ${focusRing}
  }
`;

/**
 * Props of {@link NavMenu}.
 *
 * @example
 * ```tsx
 * <NavMenu label="Main menu" className="main-menu">{items}</NavMenu>
 * ```
 */
export interface NavMenuProps {
  /** Accessible name of the list, e.g. "Main". */
  label: string;
  /** `NavMenuItem` and `NavDropdown` elements. */
  children: ReactNode;
  className?: string;
}

/**
 * A navigation menu following the WAI-ARIA disclosure navigation pattern: a list of links and
 * dropdowns, at most one dropdown open at a time. Laid out in a row on wide screens and in a column
 * below 960px (inside `CollapsibleNav`).
 *
 * @example
 * ```tsx
 * <NavMenu label="Main">
 *   <NavMenuItem><a href="/">Home</a></NavMenuItem>
 *   <NavDropdown label="Browse Topics" href="/series">
 *     <ul><li><a href="/search?topics=Halacha">Halacha</a></li></ul>
 *   </NavDropdown>
 * </NavMenu>
 * ```
 */
export function NavMenu({ label, children, className }: NavMenuProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const value = useMemo(() => ({ openId, setOpenId }), [openId]);
  return (
    <NavMenuContext.Provider value={value}>
      <List aria-label={label} className={className}>
        {children}
      </List>
    </NavMenuContext.Provider>
  );
}

/**
 * Props of {@link NavMenuItem}.
 *
 * @example
 * ```tsx
 * <NavMenuItem><Link href="/newsletters">Email Sign Up</Link></NavMenuItem>
 * ```
 */
export interface NavMenuItemProps {
  /** Usually one link. */
  children: ReactNode;
  className?: string;
}

/**
 * A plain entry of a {@link NavMenu}: a list item holding a link.
 *
 * @example
 * ```tsx
 * <NavMenuItem><a href="/dafyomi">Daf Yomi</a></NavMenuItem>
 * ```
 */
export function NavMenuItem({ children, className }: NavMenuItemProps) {
  return <Item className={className}>{children}</Item>;
}

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 36px;
  padding: ${theme.space.xs} ${theme.space.sm};
  border: 0;
  border-radius: ${theme.radii.small};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  ${focusRing}
  & > svg {
    transition: transform 150ms ease-out;
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
  ${media.reducedMotion} {
    & > svg {
      transition: none;
    }
  }
`;

const Panel = styled.div`
  z-index: ${theme.zIndices.popover};
  padding: ${theme.space.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  a {
    display: inline-block;
    padding: ${theme.space.xs} ${theme.space.sm};
    border-radius: ${theme.radii.small};
    color: inherit;
    ${focusRing}
  }
  &[hidden] {
    display: none;
  }
  ${media.wide} {
    position: absolute;
    top: 100%;
    inset-inline-start: 0;
    min-width: 240px;
    max-width: min(720px, calc(100vw - 32px));
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.medium};
    box-shadow: 0 6px 24px rgb(0 0 0 / 0.16);
  }
  ${media.narrow} {
    position: static;
    flex-basis: 100%;
    padding-inline-start: ${theme.space.md};
    background: transparent;
    color: inherit;
  }
`;

/**
 * Props of {@link NavDropdown}.
 *
 * @example
 * ```tsx
 * <NavDropdown label="Streams" buttonLabel="Show streams">{streamLinks}</NavDropdown>
 * ```
 */
export interface NavDropdownProps {
  /** The entry's text: the top-level link's text, or the toggle's when there is no `href`. */
  label: ReactNode;
  /** Where the top-level link goes; without it the entry is only a toggle. */
  href?: string;
  /** Component for the top-level link (e.g. `next/link`); a plain `<a>` by default. */
  linkAs?: LinkComponent;
  /** Accessible name of the toggle; `Show ${label} menu` by default when `label` is a string. */
  buttonLabel?: string;
  /** The panel: usually lists of links. */
  children: ReactNode;
  className?: string;
}

/**
 * A {@link NavMenu} entry with a dropdown panel (WAI-ARIA disclosure navigation): an optional
 * top-level link plus a toggle button. ArrowDown on the toggle opens the panel and focuses its first
 * link; ArrowUp/ArrowDown, Home and End move between its links; Escape closes it and returns focus
 * to the toggle; a click outside or focus leaving closes it. With a mouse on a wide screen, hovering
 * opens it. Below 960px the open panel is shown in the flow of the menu.
 *
 * @example
 * ```tsx
 * <NavDropdown label="Browse Topics" href="/series" linkAs={Link}>
 *   <ul>
 *     {topics.map((topic) => (
 *       <li key={topic}><Link href={`/search?topics=${topic}`}>{topic}</Link></li>
 *     ))}
 *   </ul>
 * </NavDropdown>
 * ```
 */
export function NavDropdown({
  label,
  href,
  linkAs: LinkAs = 'a',
  buttonLabel,
  children,
  className,
}: NavDropdownProps) {
  const id = useId();
  const panelId = `${id}-panel`;
  const menu = useContext(NavMenuContext);
  const [localOpen, setLocalOpen] = useState(false);
  const open = menu ? menu.openId === id : localOpen;
  const hoverCapable = useMediaQuery(HOVER_QUERY);

  const itemRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pendingFocusRef = useRef<'first' | 'last' | null>(null);
  const openedByHoverRef = useRef(false);
  const closeTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Whether the last input while open was a key (Tab) rather than a pointer. */
  const keyboardRef = useRef(true);

  const menuSetOpenId = menu?.setOpenId;
  const setOpen = useCallback(
    (next: boolean) => {
      if (menuSetOpenId) menuSetOpenId(next ? id : null);
      else setLocalOpen(next);
    },
    [menuSetOpenId, id],
  );
  // Close only this dropdown, never one that opened meanwhile.
  const close = useCallback(() => {
    clearTimeout(closeTimerRef.current);
    openedByHoverRef.current = false;
    if (menuSetOpenId) menuSetOpenId((current) => (current === id ? null : current));
    else setLocalOpen(false);
  }, [menuSetOpenId, id]);

  const links = () => (panelRef.current ? focusableElements(panelRef.current) : []);

  useLayoutEffect(() => {
    if (!open || !pendingFocusRef.current) return;
    const targets = links();
    const target = pendingFocusRef.current === 'first' ? targets[0] : targets[targets.length - 1];
    pendingFocusRef.current = null;
    target?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // A click, not a pointerdown: below 960px the open panel is in the flow, and closing it on
    // pointerdown would move whatever the pointer is on before the click lands.
    const onClickOutside = (event: MouseEvent) => {
      if (!contains(itemRef.current, event.target)) close();
    };
    // Escape with focus elsewhere (the dropdown was opened by hovering); see onItemKeyDown.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    const onAnyKeyDown = () => {
      keyboardRef.current = true;
    };
    const onPointerDown = () => {
      keyboardRef.current = false;
    };
    keyboardRef.current = true;
    document.addEventListener('click', onClickOutside, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onAnyKeyDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClickOutside, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onAnyKeyDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  useEffect(() => {
    if (open) return;
    // Closed, possibly because another dropdown of the menu opened.
    openedByHoverRef.current = false;
    clearTimeout(closeTimerRef.current);
  }, [open]);

  useEffect(() => () => clearTimeout(closeTimerRef.current), []);

  const onToggleClick = () => {
    if (open && openedByHoverRef.current) {
      // Hovering opened it; the click keeps it open instead of closing it under the pointer.
      openedByHoverRef.current = false;
      return;
    }
    openedByHoverRef.current = false;
    if (open) close();
    else setOpen(true);
  };

  const onToggleKeyDown = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const which = event.key === 'ArrowDown' ? 'first' : 'last';
    if (open) {
      const targets = links();
      (which === 'first' ? targets[0] : targets[targets.length - 1])?.focus();
    } else {
      pendingFocusRef.current = which;
      openedByHoverRef.current = false;
      setOpen(true);
    }
  };

  const onPanelKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const targets = links();
    if (targets.length === 0) return;
    const index = targets.indexOf(document.activeElement as HTMLElement);
    let next: HTMLElement | undefined;
    switch (event.key) {
      case 'ArrowDown':
        next = targets[Math.min(index + 1, targets.length - 1)];
        break;
      case 'ArrowUp':
        next = targets[Math.max(index - 1, 0)];
        break;
      case 'Home':
        next = targets[0];
        break;
      case 'End':
        next = targets[targets.length - 1];
        break;
      default:
        return;
    }
    event.preventDefault();
    next?.focus();
  };

  // Escape inside the item is handled here, before any enclosing CollapsibleNav or Popover sees it.
  const onItemKeyDown = (event: ReactKeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    event.preventDefault();
    close();
    toggleRef.current?.focus();
  };

  const onPanelClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close();
  };

  // Focus leaving by keyboard closes it; a pointer elsewhere closes it on click (onClickOutside),
  // since below 960px closing on mousedown would move the target from under the pointer.
  const onBlur = (event: ReactFocusEvent<HTMLLIElement>) => {
    if (!open || !keyboardRef.current) return;
    if (event.relatedTarget && !contains(itemRef.current, event.relatedTarget)) close();
  };

  const onPointerEnter = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (!hoverCapable || event.pointerType !== 'mouse') return;
    clearTimeout(closeTimerRef.current);
    if (!open) {
      openedByHoverRef.current = true;
      setOpen(true);
    }
  };

  const onPointerLeave = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (!hoverCapable || event.pointerType !== 'mouse' || !openedByHoverRef.current) return;
    clearTimeout(closeTimerRef.current);
    closeTimerRef.current = setTimeout(() => {
      if (openedByHoverRef.current) close();
    }, NAV_DROPDOWN_CLOSE_DELAY_MS);
  };

  const toggleName =
    buttonLabel ?? (href ? (typeof label === 'string' ? `Show ${label} menu` : 'Show menu') : undefined);

  return (
    <Item
      ref={itemRef}
      className={className}
      onBlur={onBlur}
      onKeyDown={onItemKeyDown}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      {href !== undefined && <LinkAs href={href}>{label}</LinkAs>}
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={toggleName}
        onClick={onToggleClick}
        onKeyDown={onToggleKeyDown}
      >
        {href === undefined && label}
        <ChevronDownIcon size={16} />
      </Toggle>
      <Panel
        ref={panelRef}
        id={panelId}
        hidden={!open}
        data-state={open ? 'open' : 'closed'}
        onKeyDown={onPanelKeyDown}
        onClick={onPanelClick}
      >
        {children}
      </Panel>
    </Item>
  );
}
