import type { Metadata } from 'next';
import { GetPageDocument } from '@openshiur/graphql';
import { slugOrNotFound } from '@/lib/route-params';
import { loadRecord } from '@/server/load';

/** Catch-all single-segment content page (about, privacy-policy, ...). */
const loadPage = (id: string) => loadRecord(GetPageDocument, { id: slugOrNotFound(id) }, (data) => data.page);

export async function generateMetadata({ params }: PageProps<'/[id]'>): Promise<Metadata> {
  return { title: (await loadPage((await params).id)).title };
}

export default async function ContentPage({ params }: PageProps<'/[id]'>) {
  const page = await loadPage((await params).id);
  return (
    <article>
      <h1>{page.title}</h1>
      <div dangerouslySetInnerHTML={{ __html: page.body }} />
    </article>
  );
}
