import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SkipLink, theme } from '@openshiur/ui';
import type { Rendering } from '@/server/page-view';
import { ViewerSession } from './ViewerControls';
import { DarkFooter, PlainFooter, TopicFooter } from './Footers';
import { Header, type HeaderVariant } from './Header';
import { loadTopicSummaries } from './topic-catalogue';

/**
 * The seven page frames of the product's page layouts are combinations of a header and one of the footers.
 * `footer: 'plain'` is the legal-links footer without the topic columns.
 */
export type FrameKind = 'default' | 'dark' | 'darkFooter' | 'footer' | 'header' | 'livestream' | 'login' | 'blog';

const frames: Record<FrameKind, { header: boolean; footer: 'topic' | 'dark' | 'plain' | null; narrow?: boolean }> = {
  default: { header: true, footer: 'topic' },
  dark: { header: true, footer: 'dark' },
  darkFooter: { header: false, footer: 'dark' },
  footer: { header: false, footer: 'plain' },
  header: { header: true, footer: null },
  livestream: { header: true, footer: null },
  login: { header: false, footer: null },
  // Blog-style: header, a narrow reading column, and the topic footer (the error page uses it too).
  blog: { header: true, footer: 'topic', narrow: true },
};

export async function Frame({
  kind,
  headerVariant = 'default',
  rendering,
  children,
}: {
  kind: FrameKind;
  /** Anonymous and cached, or per request with the signed-in viewer (see server/page-view.ts). */
  rendering: Rendering;
  /** The product's header rules: /tefillah and /tzom-gedalia use the brown header. */
  headerVariant?: HeaderVariant;
  children: ReactNode;
}) {
  const frame = frames[kind];
  const data = frame.header || frame.footer === 'topic' ? await frameData() : null;
  return (
    <div data-frame={kind}>
      <SkipLink href="#main" />
      {frame.header && data ? <Header {...data} variant={headerVariant} rendering={rendering} /> : null}
      <Main id="main" tabIndex={-1} $narrow={frame.narrow ?? false}>
        {children}
      </Main>
      {frame.footer === 'topic' && data ? <TopicFooter topics={data.topics} /> : null}
      {frame.footer === 'dark' ? <DarkFooter /> : null}
      {frame.footer === 'plain' ? <PlainFooter /> : null}
      {data ? <ViewerSession rendering={rendering} /> : null}
    </div>
  );
}

/** The frame's public data: each topic's series count and first few series, for the menu and the topic footer. */
async function frameData() {
  return { topics: await loadTopicSummaries() };
}

const Main = styled.main<{ $narrow: boolean }>`
  max-width: ${({ $narrow }) => ($narrow ? '760px' : theme.layout.contentMaxWidth)};
  margin: 0 auto;
  padding: ${theme.space.md};
  min-height: 50vh;
  &:focus {
    outline: none;
  }
`;
