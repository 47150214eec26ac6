import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { GetTagDocument, GetTagsDocument } from '@openshiur/graphql';
import { CatalogueHeader, Facts } from '@/features/series-and-authors/CatalogueHeader';
import { ListLoading } from '@/features/series-and-authors/ListLoading';
import { TagCloud } from '@/features/series-and-authors/server/TagCloud';
import { TagShiurim } from '@/features/series-and-authors/server/TagShiurim';
import { TagIcon } from '@/features/series-and-authors/TagIcon';
import { shiurimCount } from '@/lib/counts';
import { load, loadRecord } from '@/server/load';
import { pageQuery } from '@/server/page-view';


/** /tag lists all tags; /tag/{id} (number or slug) shows one tag's shiurim. */
function tagIdFrom(segments: string[] | undefined): string | undefined {
  if (!segments || segments.length === 0) return undefined;
  const [id] = segments;
  if (segments.length > 1 || !id || !/^(?:[1-9]\d{0,9}|[a-z0-9]+(?:-[a-z0-9]+)*)$/.test(id) || id.length > 120) notFound();
  return id;
}

const loadTag = (id: string) => loadRecord(GetTagDocument, { id }, (data) => data.tag);

/** /tag and a few tags are prerendered at build; the rest are rendered on first visit, then cached. */
export async function generateStaticParams() {
  const { tags } = await load(GetTagsDocument, { first: 3 });
  return [{ id: [] }, ...tags.edges.map(({ node }) => ({ id: [node.slug] }))];
}

export async function generateMetadata({ params }: PageProps<'/[view]/tag/[[...id]]'>): Promise<Metadata> {
  const id = tagIdFrom((await params).id);
  if (!id) return { title: 'Tags', description: 'Every tag of the site’s shiurim, with how many shiurim carry it.' };
  const tag = await loadTag(id);
  return { title: `Tag: ${tag.name}`, alternates: { canonical: `/tag/${tag.slug}` } };
}

export default async function TagPage({ params, searchParams: requestSearchParams }: PageProps<'/[view]/tag/[[...id]]'>) {
  const searchParams = pageQuery(params, requestSearchParams);
  const id = tagIdFrom((await params).id);
  if (!id) {
    return (
      <>
        <h1>Tags</h1>
        <TagCloud />
      </>
    );
  }
  const tag = await loadTag(id);
  return (
    <>
      <CatalogueHeader eyebrow="Tag" title={tag.name} picture={<TagIcon />}>
        <Facts>
          <span>{shiurimCount(tag.postCount)}</span>
        </Facts>
      </CatalogueHeader>
      <Suspense fallback={<ListLoading />}>
        <TagShiurim tagId={tag.id} slug={tag.slug} searchParams={searchParams} />
      </Suspense>
    </>
  );
}
