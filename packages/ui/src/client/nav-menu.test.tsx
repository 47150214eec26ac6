'use client';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockMatchMedia } from './internal/match-media.test-helper';
import { NAV_DROPDOWN_CLOSE_DELAY_MS, NavDropdown, NavMenu, NavMenuItem } from './nav-menu';

function Menu({ extra }: { extra?: ReactNode }) {
  return (
    <>
      <NavMenu label="Main">
        <NavMenuItem>
          <a href="#home">Home</a>
        </NavMenuItem>
        <NavDropdown label="Browse Topics" href="#series">
          <ul>
            <li>
              <a href="#t1">Halacha</a>
            </li>
            <li>
              <a href="#t2">Gemara</a>
            </li>
            <li>
              <a href="#t3">Tanach</a>
            </li>
          </ul>
        </NavDropdown>
        <NavDropdown label="Streams">
          <a href="#s1">Live</a>
        </NavDropdown>
        {extra}
      </NavMenu>
      <button type="button">Outside</button>
    </>
  );
}

const topicsToggle = () => screen.getByRole('button', { name: 'Show Browse Topics menu' });
const streamsToggle = () => screen.getByRole('button', { name: 'Streams' });
const panelOf = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute('aria-controls')!)!;

describe('NavMenu', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders a named list with links and disclosure buttons', () => {
    render(<Menu />);
    expect(screen.getByRole('list', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Topics' })).toHaveAttribute('href', '#series');
    expect(topicsToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(topicsToggle())).toHaveAttribute('data-state', 'closed');
    expect(panelOf(topicsToggle())).not.toBeVisible();
  });

  it('uses a custom link component and button label', () => {
    function RouterLink({ href, children }: { href: string; children?: ReactNode }) {
      return (
        <a href={href} data-router="yes">
          {children}
        </a>
      );
    }
    render(
      <NavMenu label="Main">
        <NavDropdown label="Authors" href="/author" linkAs={RouterLink} buttonLabel="More authors">
          <a href="/author/1">One</a>
        </NavDropdown>
      </NavMenu>,
    );
    expect(screen.getByRole('link', { name: 'Authors' })).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('button', { name: 'More authors' })).toBeInTheDocument();
  });

  it('toggles on click and keeps only one dropdown open', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(topicsToggle());
    expect(topicsToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(topicsToggle())).toHaveAttribute('data-state', 'open');
    await user.click(streamsToggle());
    expect(streamsToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(topicsToggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(streamsToggle());
    expect(streamsToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with ArrowDown and moves between links with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    topicsToggle().focus();
    await user.keyboard('{ArrowDown}');
    expect(topicsToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Halacha' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Gemara' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Tanach' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Tanach' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'Halacha' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Halacha' })).toHaveFocus();
  });

  it('opens with ArrowUp onto the last link', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    topicsToggle().focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Tanach' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    topicsToggle().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(topicsToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(topicsToggle()).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(topicsToggle());
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(topicsToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus leaves the item', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(streamsToggle());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Live' })).toHaveFocus();
    expect(streamsToggle()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(streamsToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('on a pointer press elsewhere, waits for the click before closing (the panel may be in the flow)', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(topicsToggle());
    fireEvent.pointerDown(streamsToggle());
    act(() => streamsToggle().focus());
    expect(topicsToggle()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(streamsToggle());
    expect(topicsToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(streamsToggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when a link in the panel is followed', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(topicsToggle());
    await user.click(screen.getByRole('link', { name: 'Gemara' }));
    expect(topicsToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('works outside a NavMenu', async () => {
    const user = userEvent.setup();
    render(
      <ul>
        <NavDropdown label="Alone">
          <a href="#a">A</a>
        </NavDropdown>
      </ul>,
    );
    await user.click(screen.getByRole('button', { name: 'Alone' }));
    expect(screen.getByRole('button', { name: 'Alone' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Alone' })).toHaveAttribute('aria-expanded', 'false');
  });

  describe('hover', () => {
    it('opens on mouse hover on wide screens and closes after a delay', () => {
      vi.useFakeTimers();
      const media = mockMatchMedia(() => true);
      render(<Menu />);
      const item = topicsToggle().closest('li')!;
      fireEvent.pointerEnter(item, { pointerType: 'mouse' });
      expect(topicsToggle()).toHaveAttribute('aria-expanded', 'true');
      fireEvent.pointerLeave(item, { pointerType: 'mouse' });
      act(() => {
        vi.advanceTimersByTime(NAV_DROPDOWN_CLOSE_DELAY_MS - 10);
      });
      expect(topicsToggle()).toHaveAttribute('aria-expanded', 'true');
      fireEvent.pointerEnter(item, { pointerType: 'mouse' });
      fireEvent.pointerLeave(item, { pointerType: 'mouse' });
      act(() => {
        vi.advanceTimersByTime(NAV_DROPDOWN_CLOSE_DELAY_MS + 10);
      });
      expect(topicsToggle()).toHaveAttribute('aria-expanded', 'false');
      media.restore();
    });

    it('does not close a dropdown opened meanwhile by hover', () => {
      vi.useFakeTimers();
      const media = mockMatchMedia(() => true);
      render(<Menu />);
      const topics = topicsToggle().closest('li')!;
      const streams = streamsToggle().closest('li')!;
      fireEvent.pointerEnter(topics, { pointerType: 'mouse' });
      fireEvent.pointerLeave(topics, { pointerType: 'mouse' });
      fireEvent.pointerEnter(streams, { pointerType: 'mouse' });
      act(() => {
        vi.advanceTimersByTime(NAV_DROPDOWN_CLOSE_DELAY_MS * 2);
      });
      expect(streamsToggle()).toHaveAttribute('aria-expanded', 'true');
      expect(topicsToggle()).toHaveAttribute('aria-expanded', 'false');
      media.restore();
    });

    it('keeps a hover-opened dropdown open when its toggle is clicked', () => {
      vi.useFakeTimers();
      const media = mockMatchMedia(() => true);
      render(<Menu />);
      const item = topicsToggle().closest('li')!;
      fireEvent.pointerEnter(item, { pointerType: 'mouse' });
      fireEvent.click(topicsToggle());
      fireEvent.pointerLeave(item, { pointerType: 'mouse' });
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(topicsToggle()).toHaveAttribute('aria-expanded', 'true');
      media.restore();
    });

    it('ignores hover without a fine pointer, and touch', () => {
      const media = mockMatchMedia(() => false);
      render(<Menu />);
      const item = topicsToggle().closest('li')!;
      fireEvent.pointerEnter(item, { pointerType: 'mouse' });
      expect(topicsToggle()).toHaveAttribute('aria-expanded', 'false');
      media.restore();
      const wide = mockMatchMedia(() => true);
      fireEvent.pointerEnter(item, { pointerType: 'touch' });
      expect(topicsToggle()).toHaveAttribute('aria-expanded', 'false');
      wide.restore();
    });
  });
});
