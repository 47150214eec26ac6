import type { AuthorRow, PostRow, schema, SeriesRow } from '@openshiur/db';
import type { BavliMasechta, Topic } from '@openshiur/reference-data';
import type { Connection } from './queries/pagination';
import type { AuthorHit, PostHit, SeriesHit, SuggestionSection } from '@openshiur/search';

/** Row types the resolvers pass between each other (codegen maps GraphQL types onto these). */
export type UserModel = typeof schema.users.$inferSelect;
export type RoleGrantModel = typeof schema.roleGrants.$inferSelect;
export type AuditEntryModel = typeof schema.auditLog.$inferSelect;
export type SeriesModel = SeriesRow;
export type AuthorModel = AuthorRow;
export type PostModel = PostRow;
export type TagModel = typeof schema.tags.$inferSelect;
export type PageModel = typeof schema.pages.$inferSelect;
export type EventModel = typeof schema.events.$inferSelect;
export type BlogModel = typeof schema.blogs.$inferSelect;
export interface TopicModel {
  index: number;
  name: Topic;
}
export interface DafYomiModel {
  masechta: string;
  masechtaSlug: string;
  daf: number;
  firstDaf: number;
  lastDaf: number;
}

/** A masechta of the Daf Yomi cycle, as reference-data describes it. */
export type DafYomiMasechtaModel = BavliMasechta;

/** `PostPage`: one numbered page of a series' posts in the series' order (see queries/series-posts.ts). */
export interface PostPageModel {
  posts: PostModel[];
  page: number;
  pageSize: number;
  total: number;
}

/** `SeriesSection`: a heading of a series' order and the run of posts under it. */
export interface SeriesSectionModel {
  title: string;
  firstPosition: number;
  postCount: number;
}

export type PostConnectionModel = Connection<PostModel>;
export type SeriesConnectionModel = Connection<SeriesModel>;
export type AuthorConnectionModel = Connection<AuthorModel>;
export type TagConnectionModel = Connection<TagModel>;
export type EventConnectionModel = Connection<EventModel>;
export type BlogConnectionModel = Connection<BlogModel>;

/** A dropdown section as the search engine answers it (`more`, no count; see `suggestionSection`). */
export type PostHitListModel = SuggestionSection<PostHit>;
export type AuthorHitListModel = SuggestionSection<AuthorHit>;
export type SeriesHitListModel = SuggestionSection<SeriesHit>;
