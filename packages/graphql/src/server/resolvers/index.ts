import type { Resolvers } from '../../generated/resolvers';
import { Author } from './author';
import { Blog } from './blog';
import { connection } from './connections';
import { contactMutations, contactQueries } from './contact';
import { DafYomiMasechta } from './daf-yomi-masechta';
import { DafYomiPage } from './daf-yomi-page';
import { listeningProgressMutations } from './mutation-listening-progress';
import { subscriptionMutations } from './mutation-subscriptions';
import { alertFrequencyField, alertFrequencyMutations } from './mutation-alert-frequency';
import { signedInSessionsField } from './sessions';
import { newsletterMutations, newsletterQueries } from './newsletters';
import { PostPage } from './numbered-post-page';
import { Page } from './page';
import { LearningReference, Post } from './post';
import { postDetailFields } from './post-detail';
import { authorQueries } from './query-authors';
import { blogQueries } from './query-blogs';
import { dafYomiQueries } from './query-daf-yomi';
import { eventQueries } from './query-events';
import { Event, StudioEvent, eventSignupMutations, eventSignupQueries } from './event-signups';
import { holidayQueries } from './query-holidays';
import { learningQueries } from './query-learning';
import { pageQueries } from './query-pages';
import { postQueries } from './query-posts';
import { searchQueries, suggestionSection } from './query-search';
import { seriesQueries } from './query-series';
import { tagQueries } from './query-tags';
import { viewerQueries } from './query-viewer';
import { StudioPost, studioQueries } from './query-studio';
import { PostRevision, PostRevisionDetail, StudioPostDetail, studioMutations, studioPostQueries } from './mutation-studio';
import { AuditEntry, RoleGrant, studioAdminMutations, studioAdminQueries } from './studio-admin';
import { DateTime } from './scalars';
import { donationMutations, donationQueries } from './donations';
import { storeMutations, storeQueries } from './store';
import { StudioAuthor, studioCatalogueMutations, studioCatalogueQueries } from './studio-catalogue';
import { StudioBlog, studioSiteContentMutations, studioSiteContentQueries } from './studio-site-content';
import { houseAdMutations, houseAdQueries } from './house-ads';
import { Series } from './series';
import { studioNewsletterMutations, studioNewsletterQueries } from './studio-newsletters';
import { Dedication, StudioDedication, dedicationMutations, dedicationQueries } from './dedications';
import { Stream, StudioStream, streamMutations, streamQueries } from './streams';
import { Tag } from './tag';
import { Topic } from './topic';
import { User } from './user';

/** The resolver map of the whole schema: root fields by group, then one entry per type. */
export const resolvers: Resolvers = {
  DateTime,
  Query: {
    ...viewerQueries,
    ...studioQueries,
    ...studioPostQueries,
    ...studioAdminQueries,
    ...studioCatalogueQueries,
    ...studioSiteContentQueries,
    ...houseAdQueries,
    ...seriesQueries,
    ...authorQueries,
    ...postQueries,
    ...tagQueries,
    ...pageQueries,
    ...eventQueries,
    ...eventSignupQueries,
    ...blogQueries,
    ...searchQueries,
    ...dafYomiQueries,
    ...holidayQueries,
    ...learningQueries,
    ...newsletterQueries,
    ...studioNewsletterQueries,
    ...donationQueries,
    ...dedicationQueries,
    ...storeQueries,
    ...contactQueries,
    ...streamQueries,
  },
  Mutation: {
    ...subscriptionMutations,
    ...alertFrequencyMutations,
    ...listeningProgressMutations,
    ...studioMutations,
    ...studioAdminMutations,
    ...studioCatalogueMutations,
    ...studioSiteContentMutations,
    ...houseAdMutations,
    ...eventSignupMutations,
    ...newsletterMutations,
    ...studioNewsletterMutations,
    ...donationMutations,
    ...dedicationMutations,
    ...storeMutations,
    ...contactMutations,
    ...streamMutations,
  },
  User: { ...User, ...alertFrequencyField, ...signedInSessionsField },
  Series,
  Author,
  Topic,
  Post: { ...Post, ...postDetailFields },
  LearningReference,
  Tag,
  Page,
  Event,
  StudioEvent,
  Blog,
  DafYomiPage,
  DafYomiMasechta,
  PostPage,
  PostConnection: connection,
  SeriesConnection: connection,
  AuthorConnection: connection,
  TagConnection: connection,
  EventConnection: connection,
  BlogConnection: connection,
  PostHitList: suggestionSection,
  AuthorHitList: suggestionSection,
  SeriesHitList: suggestionSection,
  StudioPost,
  StudioPostDetail,
  PostRevision,
  PostRevisionDetail,
  RoleGrant,
  AuditEntry,
  StudioAuthor,
  StudioBlog,
  Dedication,
  StudioDedication,
  Stream,
  StudioStream,
};
