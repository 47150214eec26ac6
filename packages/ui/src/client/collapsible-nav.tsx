'use client';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import { styled } from 'styled-components';
import { CloseIcon, MenuIcon } from '../components/icons';
import { MOBILE_BREAKPOINT_PX, media, theme } from '../theme';
import { focusRing } from './internal/focus';
import { useMediaQuery } from './internal/media-query';

/**
 * Props of {@link CollapsibleNav}.
 *
 * @example
 * ```tsx
 * <CollapsibleNav label="Main" toggleLabel="Menu" id="site-nav">{menu}</CollapsibleNav>
 * ```
 */
export interface CollapsibleNavProps {
  /** Accessible name of the navigation landmark, e.g. "Main". */
  label: string;
  /** Accessible name of the toggle button. */
  toggleLabel?: string;
  /** The navigation content, usually a `NavMenu`. */
  children: ReactNode;
  /** Id of the `<nav>`; the content gets `${id}-content`. */
  id?: string;
  className?: string;
}

const Nav = styled.nav`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.small};
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${focusRing}
  ${media.wide} {
    display: none;
  }
`;

const Content = styled.div`
  padding-block: ${theme.space.sm};
  /* Inside a sticky header a long open menu would run past the screen and could not be scrolled:
     it scrolls on its own, leaving part of the page visible (and clickable, to close dropdowns). */
  max-height: calc(100dvh - 10rem);
  overflow-y: auto;
  overscroll-behavior: contain;
  nav[data-state='closed'] > & {
    display: none;
  }
  ${media.wide} {
    max-height: none;
    overflow: visible;
    padding-block: 0;
    nav[data-state] > & {
      display: block;
    }
  }
`;

/**
 * The site navigation (spec §2.4): below 960px its content is hidden behind a menu button that
 * toggles it open or closed; from 960px on the content is always shown and the button hidden.
 * Escape closes it and returns focus to the button; following a link inside closes it.
 *
 * @example
 * ```tsx
 * <CollapsibleNav label="Main">
 *   <NavMenu label="Main menu">
 *     <NavMenuItem><a href="/">Home</a></NavMenuItem>
 *   </NavMenu>
 * </CollapsibleNav>
 * ```
 */
export function CollapsibleNav({
  label,
  toggleLabel = 'Menu',
  children,
  id,
  className,
}: CollapsibleNavProps) {
  const generatedId = useId();
  const contentId = `${id ?? generatedId}-content`;
  const [open, setOpen] = useState(false);
  const wide = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Growing past the breakpoint shows everything anyway; start closed when it shrinks again.
  useEffect(() => {
    if (wide) setOpen(false);
  }, [wide]);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    event.preventDefault();
    setOpen(false);
    toggleRef.current?.focus();
  };

  const onContentClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
  };

  return (
    <Nav
      aria-label={label}
      id={id}
      className={className}
      data-state={open ? 'open' : 'closed'}
      onKeyDown={onKeyDown}
    >
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        aria-label={toggleLabel}
        onClick={() => setOpen((current) => !current)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </Toggle>
      <Content id={contentId} onClick={onContentClick}>
        {children}
      </Content>
    </Nav>
  );
}
