import type { HTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';
import { media, theme } from '../theme';
import { hideInPrint } from './styles';

const Layout = styled.div<{ $sidebar: 'start' | 'end' | 'none' }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas:
    'navigation'
    'main'
    'side';
  gap: ${theme.space.lg};

  ${media.wide} {
    ${(props) =>
      props.$sidebar === 'end'
        ? `grid-template-columns: minmax(0, 1fr) minmax(240px, 320px);
           grid-template-areas: 'navigation navigation' 'main side';`
        : props.$sidebar === 'start'
          ? `grid-template-columns: minmax(240px, 320px) minmax(0, 1fr);
             grid-template-areas: 'navigation navigation' 'side main';`
          : ''}
  }

  ${media.print} {
    display: block;
  }
`;

const NavigationArea = styled.div`
  grid-area: navigation;
  min-width: 0;
  ${hideInPrint}
`;

/** Video, comments and ads: left out of print even without `GlobalStyles`. */
const Extra = styled.div`
  min-width: 0;
  ${hideInPrint}
`;

const MainArea = styled.div`
  grid-area: main;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  min-width: 0;
`;

const SideArea = styled.aside`
  grid-area: side;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  min-width: 0;
  ${hideInPrint}
`;

const Article = styled.article`
  min-width: 0;
  overflow-wrap: break-word;
`;

/** Props of {@link ArticleLayout}. */
export interface ArticleLayoutProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The article itself, title included: the only part that is printed. */
  children: ReactNode;
  /** Breadcrumbs, series or in-page navigation, above the columns. */
  navigation?: ReactNode;
  /** The player, above the article. */
  video?: ReactNode;
  /** Related content, in an `<aside>` beside the article from 960px, below it on narrow screens. */
  sidebar?: ReactNode;
  /** Which side the sidebar is on (logical: follows the text direction). Defaults to `'end'`. */
  sidebarPosition?: 'start' | 'end';
  /** The comments, below the article. */
  comments?: ReactNode;
  /** Ad slots, in the sidebar column (below the sidebar). */
  ads?: ReactNode;
}

/**
 * The layout of an article page (a post, a shiur's text). On wide screens the article and its
 * video and comments take the main column and the sidebar and ads a side column; on narrow
 * screens everything is stacked. When printed, only the article (title and text) remains: the
 * navigation, video, sidebar, comments and ads are marked `data-print="hide"` (comments also
 * `data-comments`) and the grid collapses.
 *
 * @example
 * ```tsx
 * <ArticleLayout
 *   navigation={<nav aria-label="Breadcrumbs"><a href="/series/12">Halacha for Today</a></nav>}
 *   video={<video controls src="/media/shiur-1234.mp4" />}
 *   sidebar={<p>More from this series</p>}
 *   comments={<p>No comments yet.</p>}
 * >
 *   <h1>Hilchos Shabbos, part 3</h1>
 *   <p>The text of the shiur.</p>
 * </ArticleLayout>
 * ```
 */
export function ArticleLayout({
  children,
  navigation,
  video,
  sidebar,
  sidebarPosition = 'end',
  comments,
  ads,
  ...props
}: ArticleLayoutProps) {
  const hasSide = Boolean(sidebar || ads);
  return (
    <Layout {...props} $sidebar={hasSide ? sidebarPosition : 'none'} data-article-layout="">
      {navigation ? <NavigationArea data-print="hide">{navigation}</NavigationArea> : null}
      <MainArea>
        {video ? (
          <Extra data-print="hide" data-article-video="">
            {video}
          </Extra>
        ) : null}
        <Article>{children}</Article>
        {comments ? (
          <Extra data-print="hide" data-comments="">
            {comments}
          </Extra>
        ) : null}
      </MainArea>
      {hasSide ? (
        <SideArea data-print="hide" data-sidebar={sidebarPosition}>
          {sidebar}
          {ads ? (
            <Extra data-print="hide" data-ads="">
              {ads}
            </Extra>
          ) : null}
        </SideArea>
      ) : null}
    </Layout>
  );
}
