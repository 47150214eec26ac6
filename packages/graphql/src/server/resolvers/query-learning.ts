import type { QueryResolvers } from '../../generated/resolvers';
import { learningCoverage } from '../queries/learning-coverage';

/** `Query.learningCoverage`: the units of a text that have Published shiurim, for schedule pages. */
export const learningQueries: Pick<QueryResolvers, 'learningCoverage'> = {
  learningCoverage: (_parent, { text }, ctx) => learningCoverage(ctx.db, text),
};
