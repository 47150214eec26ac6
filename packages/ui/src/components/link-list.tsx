import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { LinkComponent, LinkItem } from '../link';
import { theme } from '../theme';
import { focusRing } from './styles';

const List = styled.ul.attrs({ role: 'list' })`
  list-style: none;
  margin: 0;
  padding: 0;

  & > li + li {
    margin-top: ${theme.space.xs};
  }

  & a {
    display: inline-block;
    min-height: 24px;
    padding-block: 2px;
    color: inherit;
    text-decoration: none;
    ${focusRing}
  }

  & a:hover {
    text-decoration: underline;
  }
`;

/** Props of {@link LinkList}. */
export interface LinkListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  items: readonly LinkItem[];
  /** The link component (`next/link`'s `Link`, say); defaults to `'a'`. */
  linkAs?: LinkComponent;
}

/**
 * A list of links without bullets, one `<li>` per item, in order. Links take the surrounding text
 * colour (readable on light and dark backgrounds) and underline on hover.
 *
 * @example
 * ```tsx
 * <LinkList
 *   items={[
 *     { href: '/series/1', label: 'Daf Yomi in Depth' },
 *     { href: '/series/2', label: 'Halacha for Today' },
 *   ]}
 * />
 * ```
 */
export function LinkList({ items, linkAs, ...props }: LinkListProps) {
  const Link = linkAs ?? 'a';
  return (
    <List {...props}>
      {items.map((item) => (
        <li key={item.key ?? item.href}>
          <Link href={item.href}>{item.label}</Link>
        </li>
      ))}
    </List>
  );
}
