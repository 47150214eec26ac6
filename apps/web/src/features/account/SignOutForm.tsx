import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, theme } from '@openshiur/ui';

/** The form field of "Sign out everywhere": every session of the person ends, not only this browser's. */
export const SIGN_OUT_EVERYWHERE_FIELD = 'everywhere';

/**
 * Signing out changes state, so it is a POST to /signout (a form: it works without JavaScript),
 * never a link a prefetch or another site could follow. `look="link"` fits the account menu.
 */
export function SignOutForm({
  everywhere = false,
  look = 'button',
  children = 'Sign out',
}: {
  everywhere?: boolean;
  look?: 'button' | 'link';
  children?: ReactNode;
}) {
  return (
    <form method="post" action="/signout" data-sign-out={everywhere ? 'everywhere' : 'here'}>
      {everywhere ? <input type="hidden" name={SIGN_OUT_EVERYWHERE_FIELD} value="yes" /> : null}
      {look === 'link' ? (
        <LinkLookButton type="submit">{children}</LinkLookButton>
      ) : (
        <Button type="submit" variant={everywhere ? 'secondary' : 'primary'}>
          {children}
        </Button>
      )}
    </form>
  );
}

const LinkLookButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${theme.colors.primary};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  cursor: pointer;
  min-height: 24px;
`;
