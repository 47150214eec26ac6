'use client';
// jsdom applies no media queries: what it shows is the narrow-screen (below 960px) layout.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CollapsibleNav } from './collapsible-nav';
import { mockMatchMedia } from './internal/match-media.test-helper';
import { NavDropdown, NavMenu, NavMenuItem } from './nav-menu';

function setup() {
  const user = userEvent.setup();
  render(
    <CollapsibleNav label="Main" id="site-nav">
      <NavMenu label="Main menu">
        <NavMenuItem>
          <a href="#home">Home</a>
        </NavMenuItem>
        <NavDropdown label="Streams">
          <a href="#live">Live</a>
        </NavDropdown>
      </NavMenu>
    </CollapsibleNav>,
  );
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const toggle = screen.getByRole('button', { name: 'Menu' });
  return { user, nav, toggle };
}

describe('CollapsibleNav', () => {
  it('renders a named landmark with a closed toggle controlling the content', () => {
    const { nav, toggle } = setup();
    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
    expect(nav).toHaveAttribute('id', 'site-nav');
    expect(nav).toHaveAttribute('data-state', 'closed');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'site-nav-content');
    expect(document.getElementById('site-nav-content')).toContainElement(
      screen.getByRole('link', { name: 'Home', hidden: true }),
    );
  });

  it('toggles open and closed on click', async () => {
    const { user, nav, toggle } = setup();
    await user.click(toggle);
    expect(nav).toHaveAttribute('data-state', 'open');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Home' })).toBeVisible();
    await user.click(toggle);
    expect(nav).toHaveAttribute('data-state', 'closed');
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const { user, nav, toggle } = setup();
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(nav).toHaveAttribute('data-state', 'closed');
    expect(toggle).toHaveFocus();
  });

  it('lets an open dropdown take Escape first', async () => {
    const { user, nav, toggle } = setup();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Streams' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Streams' })).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveAttribute('data-state', 'open');
    await user.keyboard('{Escape}');
    expect(nav).toHaveAttribute('data-state', 'closed');
    expect(toggle).toHaveFocus();
  });

  it('closes when a link inside is followed', async () => {
    const { user, nav, toggle } = setup();
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(nav).toHaveAttribute('data-state', 'closed');
  });

  it('closes when the viewport grows past the breakpoint', async () => {
    let wide = false;
    const media = mockMatchMedia(() => wide);
    const { user, nav, toggle } = setup();
    await user.click(toggle);
    expect(nav).toHaveAttribute('data-state', 'open');
    wide = true;
    act(() => media.notify());
    expect(nav).toHaveAttribute('data-state', 'closed');
    media.restore();
  });
});
