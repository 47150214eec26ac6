import { ArticleLayout, Card, CardMeta, CardTitle, LinkList, theme } from '../../src/index';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'ArticleLayout',
  description:
    'An article page: navigation above; video, article and comments in the main column; sidebar and ads beside it from 960px (start or end), stacked below. In print preview only the title and text remain.',
};

function Article() {
  return (
    <>
      <h1>Hilchos Shabbos, part 3: Cooking before Shabbos</h1>
      <p>
        An invented sample text. The shiur reviews which foods may be left on the fire when Shabbos
        begins, the difference between a covered and an uncovered flame, and the common practice
        today.
      </p>
      <p>A second paragraph, so that the column has some length when printed.</p>
    </>
  );
}

const sidebar = (
  <Card>
    <CardTitle as="h2">More in this series</CardTitle>
    <LinkList
      items={[
        { href: '/p/2001', label: 'Part 1: Introduction' },
        { href: '/p/2002', label: 'Part 2: Borer' },
        { href: '/p/2004', label: 'Part 4: Hot water' },
      ]}
    />
  </Card>
);

const video = (
  <div
    style={{
      aspectRatio: '16 / 9',
      background: theme.colors.darkFooterBackground,
      color: theme.colors.darkFooterText,
      display: 'grid',
      placeItems: 'center',
    }}
  >
    Video player
  </div>
);

export function SidebarAtEnd() {
  return (
    <ArticleLayout
      navigation={
        <nav aria-label="Breadcrumbs">
          <a href="/series">Series</a> › <a href="/series/12">Halacha for Today</a>
        </nav>
      }
      video={video}
      sidebar={sidebar}
      ads={<div style={{ border: '1px dashed currentColor', padding: 16 }}>Ad slot</div>}
      comments={
        <section aria-label="Comments">
          <h2>Comments</h2>
          <Card>
            <CardMeta>Sample listener · 2 days ago</CardMeta>
            <p>Thank you, very clear.</p>
          </Card>
        </section>
      }
    >
      <Article />
    </ArticleLayout>
  );
}

export function SidebarAtStart() {
  return (
    <ArticleLayout sidebar={sidebar} sidebarPosition="start">
      <Article />
    </ArticleLayout>
  );
}

export function ArticleOnly() {
  return (
    <ArticleLayout>
      <Article />
    </ArticleLayout>
  );
}
