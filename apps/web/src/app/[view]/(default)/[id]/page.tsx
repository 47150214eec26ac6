import type { Metadata } from 'next';
import styled from 'styled-components';
import { GetPageDocument } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';
import { formatDate } from '@/lib/format';
import { slugOrNotFound } from '@/lib/route-params';
import { loadRecord } from '@/server/load';

/** Catch-all single-segment content page (about, privacy-policy, ...); unknown or unpublished ids are the 404 page. */
const loadPage = (id: string) => loadRecord(GetPageDocument, { id: slugOrNotFound(id) }, (data) => data.page);

/**
 * Content pages have no list query; a seeded one is prerendered (an unknown slug prerenders as the
 * 404 page), and every other page is rendered on its first visit and then cached.
 */
export const generateStaticParams = async () => [{ id: 'about' }];

export async function generateMetadata({ params }: PageProps<'/[view]/[id]'>): Promise<Metadata> {
  const page = await loadPage((await params).id);
  return { title: page.title, alternates: { canonical: `/${page.id}` } };
}

export default async function ContentPage({ params }: PageProps<'/[view]/[id]'>) {
  const page = await loadPage((await params).id);
  return (
    <Article>
      <header>
        <h1>{page.title}</h1>
        {page.updatedAt ? (
          <Updated>
            Last updated <time dateTime={page.updatedAt}>{formatDate(page.updatedAt)}</time>
          </Updated>
        ) : null}
      </header>
      {/* The API sanitizes page bodies with the site's allow-list before they reach the page. */}
      <Body dangerouslySetInnerHTML={{ __html: page.body }} />
    </Article>
  );
}

/** A readable column: about 70 characters a line. */
const Article = styled.article`
  max-width: 46rem;
  h1 {
    margin-bottom: ${theme.space.xs};
  }
`;

const Updated = styled.p`
  margin: 0 0 ${theme.space.lg};
  font-size: 0.875rem;
  color: ${theme.colors.muted};
`;

const Body = styled.div`
  line-height: 1.65;
  overflow-wrap: break-word;
  h2,
  h3 {
    margin-top: ${theme.space.lg};
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;
