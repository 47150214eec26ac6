'use server';

import {
  DeleteAuthorDocument,
  DeleteBlogDocument,
  DeleteEventDocument,
  DeleteHouseAdDocument,
  DeletePageDocument,
  DeletePostDocument,
  DeleteSeriesDocument,
  DeleteStreamDocument,
  DeleteTagDocument,
  SaveAuthorDocument,
  SaveBlogDocument,
  SaveEventDocument,
  SaveHouseAdDocument,
  SavePageDocument,
  SaveSeriesDocument,
  SaveStreamDocument,
  SaveTagDocument,
} from '@openshiur/graphql';
import { env } from '@/env';
import { instantOfWallTime } from '@/lib/zoned-date';
import type { DeleteState } from '../delete-state';
import type { FormState } from '../form-state';
import { AUTHOR_FIELDS, authorInputOf, type AuthorField } from '../forms/author-form';
import { BLOG_FIELDS, blogInputOf, type BlogField } from '../forms/blog-form';
import { HOUSE_AD_FIELDS, houseAdFormErrors, houseAdInputOf, type HouseAdField } from '../forms/house-ad-form';
import { EVENT_FIELDS, eventInputOf, eventTimeErrors, type EventField } from '../forms/event-form';
import { PAGE_FIELDS, pageInputOf, type PageField } from '../forms/page-form';
import { SERIES_FIELDS, SERIES_LIST_FIELDS, seriesInputOf, type SeriesField } from '../forms/series-form';
import { STREAM_FIELDS, streamInputOf, streamTimeErrors, type StreamField } from '../forms/stream-form';
import { TAG_FIELDS, tagInputOf, type TagField } from '../forms/tag-form';
import { deleteRecord } from './delete-record';
import { saveRecord, type RecordPlace } from './save-record';

/**
 * The studio forms' Server Actions (so they work without JavaScript): each runs its GraphQL mutation
 * as the signed-in editor, which checks the role, the input and the version again.
 */

const SERIES: RecordPlace = { section: 'series', what: 'series' };
const AUTHORS: RecordPlace = { section: 'authors', what: 'author' };
const TAGS: RecordPlace = { section: 'tags', what: 'tag' };
const EVENTS: RecordPlace = { section: 'events', what: 'event' };
const BLOGS: RecordPlace = { section: 'blogs', what: 'blog entry' };
const PAGES: RecordPlace = { section: 'pages', what: 'page' };
const HOUSE_ADS: RecordPlace = { section: 'ads', what: 'campaign' };
const STREAMS: RecordPlace = { section: 'streams', what: 'stream' };
const instantOf = (wallTime: string) => instantOfWallTime(wallTime, env.SITE_TIMEZONE);

export async function saveSeriesAction(_previous: FormState<SeriesField>, formData: FormData): Promise<FormState<SeriesField>> {
  return saveRecord({
    formData,
    fields: SERIES_FIELDS,
    listFields: SERIES_LIST_FIELDS,
    place: SERIES,
    mutation: SaveSeriesDocument,
    variablesOf: (values, target) => ({ ...target, input: seriesInputOf(values) }),
    savedIdOf: (data) => data.saveSeries.id,
  });
}

export async function saveAuthorAction(_previous: FormState<AuthorField>, formData: FormData): Promise<FormState<AuthorField>> {
  return saveRecord({
    formData,
    fields: AUTHOR_FIELDS,
    place: AUTHORS,
    mutation: SaveAuthorDocument,
    variablesOf: (values, target) => ({ ...target, input: authorInputOf(values) }),
    savedIdOf: (data) => data.saveAuthor.id,
  });
}

export async function saveTagAction(_previous: FormState<TagField>, formData: FormData): Promise<FormState<TagField>> {
  return saveRecord({
    formData,
    fields: TAG_FIELDS,
    place: TAGS,
    mutation: SaveTagDocument,
    variablesOf: (values, { id }) => ({ id, input: tagInputOf(values) }),
    savedIdOf: (data) => data.saveTag.id,
  });
}

export async function saveEventAction(_previous: FormState<EventField>, formData: FormData): Promise<FormState<EventField>> {
  return saveRecord({
    formData,
    fields: EVENT_FIELDS,
    place: EVENTS,
    mutation: SaveEventDocument,
    check: (values) => eventTimeErrors(values, instantOf),
    variablesOf: (values, target) => ({ ...target, input: eventInputOf(values, instantOf) }),
    savedIdOf: (data) => data.saveEvent.id,
  });
}

export async function saveStreamAction(_previous: FormState<StreamField>, formData: FormData): Promise<FormState<StreamField>> {
  return saveRecord({
    formData,
    fields: STREAM_FIELDS,
    place: STREAMS,
    mutation: SaveStreamDocument,
    check: (values) => streamTimeErrors(values, instantOf),
    variablesOf: (values, target) => ({ ...target, input: streamInputOf(values, instantOf) }),
    savedIdOf: (data) => data.saveStream.id,
  });
}

export async function saveBlogAction(_previous: FormState<BlogField>, formData: FormData): Promise<FormState<BlogField>> {
  return saveRecord({
    formData,
    fields: BLOG_FIELDS,
    place: BLOGS,
    mutation: SaveBlogDocument,
    variablesOf: (values, target) => ({ ...target, input: blogInputOf(values) }),
    savedIdOf: (data) => data.saveBlog.id,
  });
}

export async function savePageAction(_previous: FormState<PageField>, formData: FormData): Promise<FormState<PageField>> {
  return saveRecord({
    formData,
    fields: PAGE_FIELDS,
    place: PAGES,
    mutation: SavePageDocument,
    variablesOf: (values, target) => ({ ...target, input: pageInputOf(values) }),
    savedIdOf: (data) => data.savePage.id,
  });
}

export async function saveHouseAdAction(_previous: FormState<HouseAdField>, formData: FormData): Promise<FormState<HouseAdField>> {
  return saveRecord({
    formData,
    fields: HOUSE_AD_FIELDS,
    place: HOUSE_ADS,
    mutation: SaveHouseAdDocument,
    check: (values) => houseAdFormErrors(values, instantOf),
    variablesOf: (values, target) => ({ ...target, input: houseAdInputOf(values, instantOf) }),
    savedIdOf: (data) => data.saveHouseAd.id,
  });
}

export async function deleteSeriesAction(_previous: DeleteState, formData: FormData): Promise<DeleteState> {
  return deleteRecord({ formData, place: SERIES, mutation: DeleteSeriesDocument });
}

export async function deleteAuthorAction(_previous: DeleteState, formData: FormData): Promise<DeleteState> {
  return deleteRecord({ formData, place: AUTHORS, mutation: DeleteAuthorDocument });
}

export async function deleteTagAction(_previous: DeleteState, formData: FormData): Promise<DeleteState> {
  return deleteRecord({ formData, place: TAGS, mutation: DeleteTagDocument });
}

export async function deleteEventAction(_previous: DeleteState, formData: FormData): Promise<DeleteState> {
  return deleteRecord({ formData, place: EVENTS, mutation: DeleteEventDocument });
}

export async function deleteStreamAction(_previous: DeleteState, formData: FormData): Promise<DeleteState> {
  return deleteRecord({ formData, place: STREAMS, mutation: DeleteStreamDocument });
}

export async function deleteBlogAction(_previous: DeleteState, formData: FormData): Promise<DeleteState> {
  return deleteRecord({ formData, place: BLOGS, mutation: DeleteBlogDocument });
}

export async function deletePageAction(_previous: DeleteState, formData: FormData): Promise<DeleteState> {
  return deleteRecord({ formData, place: PAGES, mutation: DeletePageDocument });
}

export async function deleteHouseAdAction(_previous: DeleteState, formData: FormData): Promise<DeleteState> {
  return deleteRecord({ formData, place: HOUSE_ADS, mutation: DeleteHouseAdDocument });
}

/** Posts are saved by save-post-action.ts; deleting one leads back to the studio's post list. */
export async function deletePostAction(_previous: DeleteState, formData: FormData): Promise<DeleteState> {
  return deleteRecord({ formData, place: { section: 'posts', what: 'post', listPath: '/studio' }, mutation: DeletePostDocument });
}
