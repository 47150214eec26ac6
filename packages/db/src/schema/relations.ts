/** Relations for Drizzle's relational queries (`db.query.posts.findMany({ with: { authors: true } })`). */
import { relations } from 'drizzle-orm';
import { authors, series, tags } from './catalogue';
import { authorSubscriptions, listeningProgress, seriesSubscriptions } from './members';
import { donations, orders } from './payments';
import { postAuthors, posts, postTags } from './posts';
import { blogs } from './site-content';
import { users } from './users';

export const usersRelations = relations(users, ({ many }) => ({
  seriesSubscriptions: many(seriesSubscriptions),
  authorSubscriptions: many(authorSubscriptions),
  listeningProgress: many(listeningProgress),
  donations: many(donations),
  orders: many(orders),
}));

export const authorsRelations = relations(authors, ({ many }) => ({
  posts: many(postAuthors),
  blogs: many(blogs),
  subscriptions: many(authorSubscriptions),
}));

export const seriesRelations = relations(series, ({ many }) => ({
  posts: many(posts),
  subscriptions: many(seriesSubscriptions),
}));

export const tagsRelations = relations(tags, ({ many }) => ({
  posts: many(postTags),
}));

export const postsRelations = relations(posts, ({ one, many }) => ({
  series: one(series, { fields: [posts.seriesId], references: [series.id] }),
  authors: many(postAuthors),
  tags: many(postTags),
}));

export const postAuthorsRelations = relations(postAuthors, ({ one }) => ({
  post: one(posts, { fields: [postAuthors.postId], references: [posts.id] }),
  author: one(authors, { fields: [postAuthors.authorId], references: [authors.id] }),
}));

export const postTagsRelations = relations(postTags, ({ one }) => ({
  post: one(posts, { fields: [postTags.postId], references: [posts.id] }),
  tag: one(tags, { fields: [postTags.tagId], references: [tags.id] }),
}));

export const blogsRelations = relations(blogs, ({ one }) => ({
  author: one(authors, { fields: [blogs.authorId], references: [authors.id] }),
}));

export const seriesSubscriptionsRelations = relations(seriesSubscriptions, ({ one }) => ({
  user: one(users, { fields: [seriesSubscriptions.userId], references: [users.id] }),
  series: one(series, { fields: [seriesSubscriptions.seriesId], references: [series.id] }),
}));

export const authorSubscriptionsRelations = relations(authorSubscriptions, ({ one }) => ({
  user: one(users, { fields: [authorSubscriptions.userId], references: [users.id] }),
  author: one(authors, { fields: [authorSubscriptions.authorId], references: [authors.id] }),
}));

export const listeningProgressRelations = relations(listeningProgress, ({ one }) => ({
  user: one(users, { fields: [listeningProgress.userId], references: [users.id] }),
  post: one(posts, { fields: [listeningProgress.postId], references: [posts.id] }),
}));

export const donationsRelations = relations(donations, ({ one }) => ({
  user: one(users, { fields: [donations.userId], references: [users.id] }),
}));

export const ordersRelations = relations(orders, ({ one }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
}));
