'use client';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Popover, choosePopoverPlacement } from './popover';

function setup(props: Partial<Parameters<typeof Popover>[0]> = {}) {
  const user = userEvent.setup();
  const utils = render(
    <div>
      <button type="button">Outside</button>
      <Popover label="Account menu" {...props}>
        {props.children ?? (
          <>
            <a href="#profile">Profile</a>
            <a href="#signout">Sign out</a>
          </>
        )}
      </Popover>
      <button type="button">After</button>
    </div>,
  );
  const trigger = screen.getByRole('button', { name: 'Account menu' });
  const panel = document.getElementById(trigger.getAttribute('aria-controls')!)!;
  return { user, trigger, panel, ...utils };
}

describe('Popover', () => {
  it('renders a closed disclosure button with the plus-circle icon', () => {
    const { trigger, panel } = setup();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger.querySelector('svg')).not.toBeNull();
    expect(panel).toHaveAttribute('data-state', 'closed');
    expect(panel).not.toBeVisible();
  });

  it('opens on click and moves focus to the first focusable element', async () => {
    const { user, trigger, panel } = setup();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-state', 'open');
    expect(panel).toBeVisible();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Account menu' })).toBe(panel);
  });

  it('focuses the panel itself when it holds nothing focusable', async () => {
    const { user, trigger, panel } = setup({ children: <p>Just text</p>, panelLabel: 'Info' });
    await user.click(trigger);
    expect(panel).toHaveFocus();
    expect(panel).toHaveAttribute('aria-label', 'Info');
  });

  it('uses a custom trigger', () => {
    render(
      <Popover label="Notifications" trigger={<span>Bell</span>}>
        x
      </Popover>,
    );
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveTextContent('Bell');
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const { user, trigger, panel } = setup();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(panel).toHaveAttribute('data-state', 'closed');
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside without taking focus back', async () => {
    const { user, trigger, panel } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(panel).toHaveAttribute('data-state', 'closed');
    expect(screen.getByRole('button', { name: 'Outside' })).toHaveFocus();
  });

  it('stays open on a click inside', async () => {
    const { user, trigger, panel } = setup({ children: <p>Text</p> });
    await user.click(trigger);
    await user.click(screen.getByText('Text'));
    expect(panel).toHaveAttribute('data-state', 'open');
  });

  it('closes when Tab leaves it', async () => {
    const { user, trigger, panel } = setup();
    await user.click(trigger);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveFocus();
    expect(panel).toHaveAttribute('data-state', 'open');
    await user.tab();
    expect(panel).toHaveAttribute('data-state', 'closed');
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('closes when a link inside is followed', async () => {
    const { user, trigger, panel } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole('link', { name: 'Sign out' }));
    expect(panel).toHaveAttribute('data-state', 'closed');
  });

  it('toggles from the trigger and opens with ArrowDown', async () => {
    const { user, trigger, panel } = setup();
    await user.click(trigger);
    await user.click(trigger);
    expect(panel).toHaveAttribute('data-state', 'closed');
    expect(trigger).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(panel).toHaveAttribute('data-state', 'open');
  });

  it('can be controlled', async () => {
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <span data-testid="state">{String(open)}</span>
          <Popover
            label="Menu"
            open={open}
            onOpenChange={(next) => {
              onOpenChange(next);
              setOpen(next);
            }}
          >
            <a href="#x">X</a>
          </Popover>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByTestId('state')).toHaveTextContent('true');
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByTestId('state')).toHaveTextContent('false');
  });

  it('opens above when there is no room below', async () => {
    const { user, trigger, panel } = setup();
    vi.spyOn(trigger, 'getBoundingClientRect').mockReturnValue({
      top: window.innerHeight - 50,
      bottom: window.innerHeight - 10,
    } as DOMRect);
    vi.spyOn(panel, 'offsetHeight', 'get').mockReturnValue(200);
    await user.click(trigger);
    expect(panel).toHaveAttribute('data-placement', 'above');
  });

  it('recomputes the placement on resize', async () => {
    const { user, trigger, panel } = setup();
    const rect = vi.spyOn(trigger, 'getBoundingClientRect').mockReturnValue({ top: 10, bottom: 50 } as DOMRect);
    vi.spyOn(panel, 'offsetHeight', 'get').mockReturnValue(200);
    await user.click(trigger);
    expect(panel).toHaveAttribute('data-placement', 'below');
    rect.mockReturnValue({ top: window.innerHeight - 50, bottom: window.innerHeight - 10 } as DOMRect);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(panel).toHaveAttribute('data-placement', 'above');
  });
});

describe('choosePopoverPlacement', () => {
  it('prefers below', () => {
    expect(choosePopoverPlacement({ top: 100, bottom: 140 }, 200, 800)).toBe('below');
  });
  it('goes above when it does not fit below and there is more room above', () => {
    expect(choosePopoverPlacement({ top: 700, bottom: 740 }, 200, 800)).toBe('above');
  });
  it('stays below when above is even tighter', () => {
    expect(choosePopoverPlacement({ top: 60, bottom: 100 }, 900, 800)).toBe('below');
  });
});
