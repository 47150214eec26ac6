import styled from 'styled-components';
import { NavDropdown, NavMenu, NavMenuItem } from '../../src/client';
import { media, theme } from '../../src/theme';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'NavMenu',
  description:
    'Navigation menu with disclosure dropdowns (WAI-ARIA disclosure navigation): ArrowDown on a toggle opens it and focuses its first link, arrow keys, Home and End move between links, Escape closes it. Hovering opens it with a mouse on wide screens.',
};

const topics = [
  'Chumash',
  'Daf Yomi',
  'Gemara',
  'Halacha',
  'Hashkafa',
  'Holidays',
  'Jewish History',
  'Kabbalah',
  'Mishna',
  'Mussar',
  'Navi',
  'Parsha',
  'Tefillah',
  'Tehillim',
];

const Columns = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  columns: 3 160px;
  column-gap: ${theme.space.md};
  ${media.narrow} {
    columns: 1;
  }
`;

const Bar = styled.div`
  padding: ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.medium};
  min-height: 320px;
`;

/** "Browse Topics" has a link and a dropdown of fourteen topics; "Streams" is a toggle only. */
export function WithDropdowns() {
  return (
    <Bar>
      <NavMenu label="Example menu">
        <NavMenuItem>
          <a href="#/nav-menu">Home</a>
        </NavMenuItem>
        <NavDropdown label="Browse Topics" href="#/nav-menu">
          <Columns>
            {topics.map((topic) => (
              <li key={topic}>
                <a href="#/nav-menu">{topic}</a>
              </li>
            ))}
          </Columns>
        </NavDropdown>
        <NavDropdown label="Streams">
          <Columns>
            <li>
              <a href="#/nav-menu">Live now</a>
            </li>
            <li>
              <a href="#/nav-menu">Upcoming</a>
            </li>
          </Columns>
        </NavDropdown>
        <NavMenuItem>
          <a href="#/nav-menu">Daf Yomi</a>
        </NavMenuItem>
      </NavMenu>
    </Bar>
  );
}
