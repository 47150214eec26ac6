import type { TopicResolvers } from '../../generated/resolvers';

/** The `Topic` type: the series with Published posts tagged with it, sorted by name. */
export const Topic: TopicResolvers = {
  series: async (topic, _args, ctx) =>
    (await ctx.loaders.seriesWithPublishedPosts()).filter((row) => row.topics.includes(topic.name)),
};
