// @vitest-environment node
/**
 * The server-safe components render to HTML on a server (no DOM, no hooks, no ThemeProvider),
 * and styled-components' ServerStyleSheet collects their CSS, theme fallbacks included.
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import {
  ArticleLayout,
  Avatar,
  ButtonLink,
  ColumnList,
  Container,
  Duration,
  GlobalStyles,
  HEADER_AVATAR_SIZE,
  HeaderBar,
  HeaderInner,
  HeaderLogo,
  LegalLinks,
  NotificationsArea,
  SiteFooter,
  SisterSites,
  SkipLink,
  TopicFooterColumns,
} from './index';

function Page() {
  return (
    <>
      <GlobalStyles />
      <SkipLink />
      <HeaderBar variant="brown">
        <HeaderInner>
          <HeaderLogo>Tefillah</HeaderLogo>
          <NotificationsArea />
          <Avatar firstName="Avraham" lastName="Sample" size={HEADER_AVATAR_SIZE} />
          <ButtonLink href="/donate/" variant="primary">
            Donate
          </ButtonLink>
        </HeaderInner>
      </HeaderBar>
      <Container as="main" id="main" tabIndex={-1}>
        <ArticleLayout sidebar={<p>More shiurim</p>} comments={<p>No comments yet.</p>}>
          <h1>Hilchos Tefillah</h1>
          <p>
            Length: <Duration seconds={3723} />
          </p>
          <ColumnList
            items={Array.from({ length: 14 }, (_, i) => ({
              href: `/series/${i + 1}`,
              label: `Series ${i + 1}`,
            }))}
          />
        </ArticleLayout>
      </Container>
      <SiteFooter variant="dark">
        <TopicFooterColumns
          columns={[
            [{ topic: 'Gemara', series: [{ href: '/series/1', label: 'Daf Yomi in Depth' }] }],
          ]}
        />
        <SisterSites
          variant="logos"
          sites={[{ name: 'Daf Learning', href: 'https://daf.example.org' }]}
        />
        <LegalLinks siteName="Torah Learning" year={2026} />
      </SiteFooter>
    </>
  );
}

function serverRender() {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<Page />));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('server rendering', () => {
  it('runs without a DOM', () => {
    expect(typeof document).toBe('undefined');
  });

  it('renders the markup', () => {
    const { html } = serverRender();
    expect(html).toContain('href="#main"');
    expect(html).toMatch(/<header[^>]*data-site-header=""[^>]*data-variant="brown"/);
    expect(html).toMatch(/<section[^>]*aria-label="Notifications"/);
    expect(html).toMatch(/<span[^>]*role="img"[^>]*aria-label="Avraham Sample"[^>]*>AS<\/span>/);
    expect(html).toMatch(/<a[^>]*href="\/donate\/"[^>]*>Donate<\/a>/);
    expect(html).toMatch(/<main[^>]*id="main"/);
    expect(html).toContain('<time dateTime="PT1H2M3S">01:02:03</time>');
    expect(html).toContain('data-columns="2"');
    expect(html).toMatch(/<aside[^>]*data-print="hide"/);
    expect(html).toMatch(/data-print="hide" data-comments=""/);
    expect(html).toMatch(/<footer[^>]*data-site-footer=""[^>]*data-variant="dark"/);
    expect(html).toContain('data-footer-column="1"');
    expect(html).toContain('© 2026 Torah Learning');
    expect(html).toContain('data-monogram=""');
  });

  it('collects the CSS, theme variables with their fallbacks included', () => {
    const { styles } = serverRender();
    expect(styles).toMatch(/^<style data-styled="true"/);
    expect(styles).toContain('max-width:var(--os-layout-contentMaxWidth, 1170px)');
    expect(styles).toContain('background:var(--os-colors-avatarBackground, #FFDB8E)');
    expect(styles).toContain('background:var(--os-colors-brownHeaderBackground, #5d4037)');
    expect(styles).toContain('position:sticky');
    expect(styles).toContain('@media (min-width: 960px)');
    expect(styles).toContain('box-sizing:border-box');
    expect(styles).toMatch(/@media print\{nav,video,aside,\[data-print='hide'\]/);
  });
});
