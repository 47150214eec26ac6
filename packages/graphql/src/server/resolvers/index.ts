import type { Resolvers } from '../../generated/resolvers';
import type { Connection } from '../pagination';
import { Author, catalogueQueries, Series, Topic } from './catalogue';
import { PostPage } from './post-page';
import { Blog, contentQueries, DafYomiPage, LearningReference, Page, Post, Tag } from './content';
import { listeningProgressMutations, userListeningProgress } from '../listening-progress';
import { DafYomiMasechta, dafYomiPageFields, dafYomiQueries } from './daf-yomi';
import { holidayQueries } from './holidays';
import { learningQueries, learningSeriesFields } from './learning';
import { DateTime } from './scalars';
import { searchQueries } from './search';
import { subscriptionMutations } from './subscriptions';
import { me, User } from './user';

const connection = { totalCount: (parent: Connection<unknown>) => parent.count() };

export const resolvers: Resolvers = {
  DateTime,
  Query: {
    me,
    ...catalogueQueries,
    ...contentQueries,
    ...searchQueries,
    ...dafYomiQueries,
    ...holidayQueries,
    ...learningQueries,
  },
  Mutation: { ...subscriptionMutations, ...listeningProgressMutations },
  User: { ...User, listeningProgress: userListeningProgress },
  Series: { ...Series, ...learningSeriesFields },
  Author,
  Topic,
  Post,
  LearningReference,
  Tag,
  Page,
  Blog,
  DafYomiPage: { ...DafYomiPage, ...dafYomiPageFields },
  DafYomiMasechta,
  PostPage,
  PostConnection: connection,
  SeriesConnection: connection,
  AuthorConnection: connection,
  TagConnection: connection,
  EventConnection: connection,
  BlogConnection: connection,
};
