import {
  Avatar,
  ButtonLink,
  HEADER_AVATAR_SIZE,
  HeaderBar,
  HeaderInner,
  HeaderLogo,
  NarrowOnly,
  NotificationsArea,
  WideOnly,
} from '../../src/index';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'HeaderBar, HeaderInner and HeaderLogo',
  description:
    'The presentational parts of the site header: a sticky <header data-site-header> in the default or the brown style (/tefillah, /tzom-gedalia), its 1170px content row, and the logo linking home. The menu, search and popover come from @openshiur/ui/client.',
};

function Contents({ name }: { name: string }) {
  return (
    <HeaderInner>
      <HeaderLogo>{name}</HeaderLogo>
      <nav aria-label="Main">
        <a href="/series">Browse Topics</a> · <a href="/author">Browse Authors</a> ·{' '}
        <a href="/dafyomi">Daf Yomi</a>
      </nav>
      <NotificationsArea>
        <span>2 new shiurim</span>
      </NotificationsArea>
      <WideOnly>
        <Avatar firstName="Avraham" lastName="Sample" size={HEADER_AVATAR_SIZE} />
      </WideOnly>
      <NarrowOnly as="span">Menu</NarrowOnly>
      <ButtonLink href="/donate/" variant="primary">
        Donate
      </ButtonLink>
    </HeaderInner>
  );
}

export function DefaultStyle() {
  return (
    <HeaderBar>
      <Contents name="Torah Learning" />
    </HeaderBar>
  );
}

export function BrownStyle() {
  return (
    <HeaderBar variant="brown">
      <Contents name="Tefillah" />
    </HeaderBar>
  );
}

export function SignedOut() {
  return (
    <HeaderBar>
      <HeaderInner>
        <HeaderLogo>Torah Learning</HeaderLogo>
        <a href="/login?returnTo=%2Fseries">Login</a>
        <ButtonLink href="/donate/" variant="primary" size="small">
          Donate
        </ButtonLink>
      </HeaderInner>
    </HeaderBar>
  );
}
