import type { ReactNode } from 'react';
import styled from 'styled-components';
import { isBuildPhase } from '@/env';
import { loadFirstRender, type FirstRenderData } from '@/server/first-render';
import { LinksFooter, TopicFooter } from './Footers';
import { Header } from './Header';

/**
 * The seven page frames of spec §2.2 are combinations of a header and one of the footers.
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

export async function Frame({ kind, children }: { kind: FrameKind; children: ReactNode }) {
  const frame = frames[kind];
  const data = frame.header || frame.footer === 'topic' ? await frameData() : null;
  return (
    <div data-frame={kind}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {frame.header && data ? <Header {...data} /> : null}
      <Main id="main" $narrow={frame.narrow ?? false}>
        {children}
      </Main>
      {frame.footer === 'topic' && data ? <TopicFooter allSeries={data.allSeries} /> : null}
      {frame.footer === 'dark' || frame.footer === 'plain' ? <LinksFooter dark={frame.footer === 'dark'} /> : null}
    </div>
  );
}

/**
 * Next prerenders the root not-found boundary inside every static page at build time, where there
 * is no database: it gets an empty frame then. Real requests always load the data.
 */
async function frameData(): Promise<FirstRenderData> {
  if (isBuildPhase) return { currentUser: null, allSeries: [] };
  return loadFirstRender();
}

const Main = styled.main<{ $narrow: boolean }>`
  max-width: ${({ $narrow }) => ($narrow ? '760px' : 'var(--content-max-width)')};
  margin: 0 auto;
  padding: 16px;
  min-height: 50vh;
`;
