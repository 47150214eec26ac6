import { notFound, permanentRedirect } from 'next/navigation';
import type { Metadata } from 'next';
import { GetPostDocument } from '@openshiur/graphql';
import { PostView } from '@/components/content/PostView';
import { masechtaOrNotFound } from '@/lib/dafyomi';
import { numericIdOrNotFound } from '@/lib/route-params';
import { load } from '@/server/load';

type Props = PageProps<'/dafyomi/[masechta]/[daf]/[id]'>;

/**
 * One Daf Yomi item, addressed by masechta, daf and id. The item must be a shiur on that masechta;
 * when the daf in the address is missing or wrong (the spec makes it optional), the address is
 * corrected to the shiur's own daf.
 */
async function loadItem(params: Props['params']) {
  const { masechta: segment, daf, id } = await params;
  const masechta = masechtaOrNotFound(segment, [daf, id]);
  const { post } = await load(GetPostDocument, { id: numericIdOrNotFound(id) });
  if (!post || post.learning.masechta !== masechta.name) notFound();
  if (post.learning.daf != null && String(post.learning.daf) !== daf) {
    permanentRedirect(`/dafyomi/${masechta.slug}/${post.learning.daf}/${post.id}`);
  }
  return post;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await loadItem(params)).title };
}

export default async function DafItemPage({ params }: Props) {
  return <PostView post={await loadItem(params)} />;
}
