import styled from 'styled-components';
import { Avatar, HEADER_AVATAR_SIZE, theme } from '@openshiur/ui';
import { Popover } from '@openshiur/ui/client';
import { SiteLink } from '@/components/navigation/client/SiteLink';
import { viewerDisplayName, type PageViewer } from '@/features/account/page-viewer';
import { SignOutForm } from '@/features/account/SignOutForm';

/** What the menu shows of the signed-in user. */
export type MenuUser = Pick<PageViewer, 'firstName' | 'lastName' | 'name' | 'picture' | 'email'>;

/** The product's header rules: the signed-in user's avatar opening a popover with "Profile" and "Sign out". */
export function UserMenu({ user }: { user: MenuUser }) {
  return (
    <Popover
      label={`Account menu for ${viewerDisplayName(user) ?? 'your account'}`}
      panelLabel="Account"
      trigger={
        <Avatar
          firstName={user.firstName ?? undefined}
          lastName={user.lastName ?? undefined}
          name={user.name ?? undefined}
          picture={user.picture ?? undefined}
          size={HEADER_AVATAR_SIZE}
        />
      }
    >
      <AccountLinks />
    </Popover>
  );
}

/** "Profile" and "Sign out"; also shown inside the collapsed navigation on narrow screens. */
export function AccountLinks() {
  return (
    <LinkList>
      <li>
        <SiteLink href="/profile">Profile</SiteLink>
      </li>
      <li>
        {/* Sign-out is a POST to /signout (the product's route table), handled by the server. */}
        <SignOutForm look="link" />
      </li>
    </LinkList>
  );
}

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  min-width: 140px;
  li + li {
    margin-top: ${theme.space.sm};
  }
`;
