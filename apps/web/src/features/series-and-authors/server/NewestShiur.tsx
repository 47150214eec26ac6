import styled from 'styled-components';
import { GetPostsDocument } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';
import { ShiurRow, shiurRowStyles } from '@/components/shiur-lists/ShiurRow';
import { load } from '@/server/load';

/**
 * The series' most recent shiur, above the list: a daily series read in its own order keeps its
 * newest shiur on its last page, and that is the one most visitors came for.
 */
export async function NewestShiur({ seriesId }: { seriesId: string }) {
  const { posts } = await load(GetPostsDocument, { first: 1, filter: { seriesId } });
  const newest = posts.edges[0]?.node;
  if (!newest) return null;
  return (
    <Box aria-labelledby="newest-shiur" data-testid="newest-shiur">
      <h2 id="newest-shiur">Newest shiur</h2>
      <ShiurRow post={newest} hideSeries />
    </Box>
  );
}

const Box = styled.section`
  ${shiurRowStyles}
  margin-bottom: ${theme.space.xl};
  padding: ${theme.space.sm} ${theme.space.md};
  border-left: 4px solid ${theme.colors.accent};
  border-radius: ${theme.radii.small};
  background: ${theme.colors.surfaceMuted};
  h2 {
    margin: ${theme.space.sm} 0 0;
    font-size: 0.875rem;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${theme.colors.muted};
  }
`;
