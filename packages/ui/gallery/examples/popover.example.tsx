import styled from 'styled-components';
import { Popover } from '../../src/client';
import { theme } from '../../src/theme';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'Popover',
  description:
    'A button that shows a floating panel: below its trigger, or above it when there is no room below. Closes on a click outside, on Escape and when Tab leaves it.',
};

const Links = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: ${theme.space.sm};
    color: ${theme.colors.text};
  }
`;

function Menu() {
  return (
    <Links>
      <li>
        <a href="#/popover">Profile</a>
      </li>
      <li>
        <a href="#/popover">My shiurim</a>
      </li>
      <li>
        <a href="#/popover">Settings</a>
      </li>
      <li>
        <a href="#/popover">Sign out</a>
      </li>
    </Links>
  );
}

/** A custom trigger lined up with the panel's far edge, as in a header's user menu. */
export function CustomTrigger() {
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Popover label="Account menu" trigger={<span>Sara Levi</span>} align="end">
        <Menu />
      </Popover>
    </div>
  );
}

/**
 * The first popover sits near the top of the page and opens below; the second sits far down a
 * tall page, and opens above when it is scrolled to the bottom of the window.
 */
export function Placement() {
  return (
    <div>
      <p>
        Near the top: <Popover label="Top actions"><Menu /></Popover>
      </p>
      <div style={{ height: '140vh', borderInlineStart: `4px dotted ${theme.colors.border}` }} aria-hidden="true" />
      <p>
        Further down: <Popover label="Bottom actions"><Menu /></Popover>
      </p>
      <div style={{ height: '60vh' }} aria-hidden="true" />
    </div>
  );
}
