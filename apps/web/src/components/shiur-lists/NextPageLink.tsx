import { SiteLink as Link } from '@/components/navigation/client/SiteLink';

/** The "next page" link of a cursor-paginated list; nothing when there is no next page. */
export function NextPageLink({ pageInfo, href, label = 'More' }: {
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  href: (cursor: string) => string;
  label?: string;
}) {
  if (!pageInfo.hasNextPage || !pageInfo.endCursor) return null;
  return (
    <Link href={href(pageInfo.endCursor)} rel="next">
      {label}
    </Link>
  );
}
