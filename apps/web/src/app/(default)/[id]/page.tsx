import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { GetPageDocument } from '@openshiur/graphql';
import { slugOrNotFound } from '@/lib/route-params';
import { load } from '@/server/load';

/** Catch-all single-segment content page (about, privacy-policy, ...). */
async function loadPage(id: string) {
  const { page } = await load(GetPageDocument, { id: slugOrNotFound(id) });
  if (!page) notFound();
  return page;
}

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
