import type { Metadata } from 'next';
import { GetStudioHouseAdsDocument } from '@openshiur/graphql';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { env } from '@/env';
import { formatDateTime } from '@/lib/format';
import { deletedNameOf, parseRecordListState, recordListHref } from '@/features/studio/record-list-params';
import { Muted, StudioRecordList } from '@/features/studio/StudioRecordList';
import { requireRole } from '@/features/studio/server/studio-access';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Editors' pages: rendered per request for the signed-in editor, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Ads · Studio', robots: { index: false, follow: false } };

/** /studio/ads: the house-ad campaigns shown in the site's ad slots, the latest changed first, 25 a page. */
export default async function StudioHouseAdsPage({ params, searchParams }: PageProps<'/[view]/studio/ads'>) {
  const query = await pageQuery(params, searchParams);
  const state = parseRecordListState(query);
  await requireRole('editor', recordListHref('/studio/ads', state, { page: state.page }));
  const { studioHouseAds } = await loadForViewer(GetStudioHouseAdsDocument, { search: state.q || null, page: state.page });
  const when = (instant: string | null | undefined) => (instant ? formatDateTime(instant, env.SITE_TIMEZONE) : null);
  return (
    <StudioRecordList
      section="ads"
      newLabel="New campaign"
      searchLabel="Title"
      noun={['campaign', 'campaigns']}
      state={state}
      list={studioHouseAds}
      deleted={deletedNameOf(query)}
      columns={[
        { heading: 'Title', cell: (ad) => <Link href={`/studio/ads/${ad.id}`}>{ad.title}</Link> },
        { heading: 'Status', cell: (ad) => ad.status },
        { heading: 'Sizes', cell: (ad) => ad.sizes ?? <Muted>every size</Muted> },
        { heading: 'Runs', cell: (ad) => (ad.startsAt || ad.endsAt ? `${when(ad.startsAt) ?? 'now'} – ${when(ad.endsAt) ?? 'open'}` : <Muted>always</Muted>) },
        { heading: 'Weight', cell: (ad) => ad.weight },
      ]}
    />
  );
}
