import type { ContentChange, GraphQLContext } from '../context';

/**
 * Tells the site what a mutation wrote, after the write: the record is saved either way, and stale
 * pages expire on their own (cacheLife) while the indexer catches up, so a failure here is logged,
 * never answered as the mutation's error.
 */
export async function reportContentChange(ctx: GraphQLContext, change: ContentChange): Promise<void> {
  try {
    await ctx.contentChanged([change]);
  } catch (error) {
    console.error(`[graphql] ${change.type} ${change.change}: telling the site about the change failed`, error);
  }
}
