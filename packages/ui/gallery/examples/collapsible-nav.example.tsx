import { CollapsibleNav, NavDropdown, NavMenu, NavMenuItem } from '../../src/client';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'CollapsibleNav',
  description:
    'The site navigation: below 960px a menu button toggles it open or closed (Escape or following a link closes it); from 960px on it is always shown.',
};

/** Resize the window below 960px to see the menu button. */
export function MainNavigation() {
  return (
    <CollapsibleNav label="Main">
      <NavMenu label="Main menu">
        <NavMenuItem>
          <a href="#/collapsible-nav">Home</a>
        </NavMenuItem>
        <NavDropdown label="Browse Topics" href="#/collapsible-nav">
          <ul>
            <li>
              <a href="#/collapsible-nav">Gemara</a>
            </li>
            <li>
              <a href="#/collapsible-nav">Halacha</a>
            </li>
          </ul>
        </NavDropdown>
        <NavMenuItem>
          <a href="#/collapsible-nav">Browse Authors</a>
        </NavMenuItem>
        <NavMenuItem>
          <a href="#/collapsible-nav">Donate</a>
        </NavMenuItem>
      </NavMenu>
    </CollapsibleNav>
  );
}
