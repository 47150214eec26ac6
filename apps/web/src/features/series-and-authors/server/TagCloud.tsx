import styled from 'styled-components';
import { GetTagsDocument } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { load } from '@/server/load';
import { wrappingRow } from '@/components/shiur-lists/panels';

/** A site keeps tens of tags, not thousands: reading them all stays one page of HTML. */
const MAX_TAG_PAGES = 10;

async function loadAllTags() {
  const all = [];
  let after: string | undefined;
  for (let page = 0; page < MAX_TAG_PAGES; page += 1) {
    const { tags } = await load(GetTagsDocument, { first: 100, after });
    all.push(...tags.edges.map((edge) => edge.node));
    if (!tags.pageInfo.hasNextPage || !tags.pageInfo.endCursor) break;
    after = tags.pageInfo.endCursor;
  }
  return all;
}

/** Every tag by name with its number of Published shiurim. */
export async function TagCloud() {
  const tags = await loadAllTags();
  if (tags.length === 0) return <p>No tags yet.</p>;
  return (
    <Cloud data-testid="tag-list">
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link href={`/tag/${tag.slug}`}>
            {tag.name}{' '}
            <small>
              {tag.postCount}
              <span className="visually-hidden"> {tag.postCount === 1 ? 'shiur' : 'shiurim'}</span>
            </small>
          </Link>
        </li>
      ))}
    </Cloud>
  );
}

const Cloud = styled.ul`
  ${wrappingRow}
  a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    padding: 6px 12px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.round};
    text-decoration: none;
  }
  a:hover {
    border-color: ${theme.colors.primary};
  }
  small {
    padding: 0 6px;
    border-radius: ${theme.radii.round};
    font-size: 0.75rem;
    color: ${theme.colors.primaryText};
    background: ${theme.colors.primary};
  }
`;
