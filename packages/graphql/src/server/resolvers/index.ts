import type { Resolvers } from '../../generated/resolvers';
import type { Connection } from '../pagination';
import { Author, catalogueQueries, Series, Topic } from './catalogue';
import { Blog, contentQueries, DafYomiPage, LearningReference, Page, Post, Tag } from './content';
import { DateTime } from './scalars';
import { searchQueries } from './search';
import { subscriptionMutations } from './subscriptions';
import { me, User } from './user';

const connection = { totalCount: (parent: Connection<unknown>) => parent.count() };

export const resolvers: Resolvers = {
  DateTime,
  Query: { me, ...catalogueQueries, ...contentQueries, ...searchQueries },
  Mutation: subscriptionMutations,
  User,
  Series,
  Author,
  Topic,
  Post,
  LearningReference,
  Tag,
  Page,
  Blog,
  DafYomiPage,
  PostConnection: connection,
  SeriesConnection: connection,
  AuthorConnection: connection,
  TagConnection: connection,
  EventConnection: connection,
  BlogConnection: connection,
};
