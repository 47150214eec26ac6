import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import styled from 'styled-components';
import { GetPostDocument, GetPostsDocument } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';
import { PostView } from '@/features/post/server/PostView';
import { DafFacts } from '@/features/dafyomi/server/DafFacts';
import { DafNavigation } from '@/features/dafyomi/DafNavigation';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { dafItemOutcome } from '@/features/dafyomi/daf-item-address';
import { dafYomiHref } from '@/features/dafyomi/daf-navigation';
import { followDafItemOutcome, masechtaOrNotFound } from '@/features/dafyomi/dafyomi';
import { numericIdOrNotFound } from '@/lib/route-params';
import { load } from '@/server/load';
import { siteToday } from '@/server/site-date';


type Props = PageProps<'/[view]/dafyomi/[masechta]/[daf]/[id]'>;

/**
 * One Daf Yomi item, addressed by masechta, daf and id. The shiur must be on a masechta of the
 * cycle; an address naming another masechta or daf than the shiur's own goes to its own address
 * (proxy.ts does so first; this is for a shiur moved since the proxy last looked).
 */
async function loadItem(params: Props['params']) {
  const { masechta: segment, daf, id } = await params;
  const masechta = masechtaOrNotFound(segment, [daf, id]);
  const { post } = await load(GetPostDocument, { id: numericIdOrNotFound(id) });
  const shown = followDafItemOutcome(dafItemOutcome({ masechtaSlug: masechta.slug, daf, id }, post));
  return { post: post!, ...shown };
}

/** One Berachos item is prerendered; every other is rendered on its first visit, then cached. */
export async function generateStaticParams() {
  const { posts } = await load(GetPostsDocument, { first: 1, filter: { masechta: 'Berachos' } });
  const post = posts.edges[0]?.node;
  if (!post?.learning.masechtaSlug || post.learning.daf == null) return [{ masechta: 'berachos', daf: '2', id: '1' }];
  return [{ masechta: post.learning.masechtaSlug, daf: String(post.learning.daf), id: post.id }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // No redirects here: the page makes them (two would repeat the Location header).
  const { masechta: segment, id } = await params;
  const masechta = masechtaOrNotFound(segment);
  const { post } = await load(GetPostDocument, { id: numericIdOrNotFound(id) });
  if (!post) notFound();
  return { title: `${post.title} · ${post.learning.masechta ?? masechta.name} ${post.learning.daf ?? ''}`.trim() };
}

export default async function DafItemPage({ params }: Props) {
  const [{ post, masechta, daf }, today] = await Promise.all([loadItem(params), siteToday()]);
  return (
    <>
      <PostView post={post} />
      <Context aria-labelledby="daf-context">
        <h2 id="daf-context">
          On the daf: <Link href={dafYomiHref.daf(masechta, daf)}>{`${masechta.name} ${daf}`}</Link>
        </h2>
        <DafFacts masechta={masechta} daf={daf} today={today.iso} />
        <p>
          <Link href={dafYomiHref.daf(masechta, daf)}>
            Every shiur on {masechta.name} {daf}
          </Link>
        </p>
        <DafNavigation masechta={masechta} daf={daf} />
      </Context>
    </>
  );
}

const Context = styled.aside`
  margin-top: ${theme.space.lg};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.medium};
  background: ${theme.colors.surfaceMuted};

  & h2 {
    margin-top: 0;
    font-size: 1.25rem;
  }

  & a {
    color: ${theme.colors.primary};
  }
`;
