/**
 * Validation shared by both engines, so a request means the same thing (and fails the same way)
 * whichever engine answers it.
 */
import { z } from 'zod';
import { SearchInputError } from './errors';
import {
  MAX_PAGE_SIZE,
  MAX_QUERY_LENGTH,
  MAX_RESULT_DEPTH,
  POST_FACETS,
  SEARCH_SORTS,
  type ListSearchRequest,
  type PostFacet,
  type PostSearchRequest,
  type SearchSort,
  MAX_FILTER_VALUES,
} from './types';

export const DEFAULT_PAGE_SIZE = 20;

const queryText = z
  .string()
  .max(MAX_QUERY_LENGTH * 4)
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .refine((value) => value.length <= MAX_QUERY_LENGTH, `must be at most ${MAX_QUERY_LENGTH} characters`);

const filterValue = z.string().trim().min(1).max(100);
const idValue = z.string().trim().regex(/^[1-9]\d{0,9}$/, 'must be a numeric id');

const filtersSchema = z
  .object(
    Object.fromEntries(
      POST_FACETS.map((facet) => [
        facet,
        z
          .array(facet === 'authors' || facet === 'series' ? idValue : filterValue)
          .max(MAX_FILTER_VALUES)
          .optional(),
      ]),
    ) as Record<PostFacet, z.ZodOptional<z.ZodArray<z.ZodString>>>,
  )
  .strict();

const pageSchema = z.number().int().min(1);
const pageSizeSchema = z.number().int().min(1).max(MAX_PAGE_SIZE);

export interface ValidPostSearch {
  query: string;
  filters: Partial<Record<PostFacet, string[]>>;
  sort: SearchSort;
  page: number;
  pageSize: number;
}

export interface ValidListSearch {
  query: string;
  page: number;
  pageSize: number;
}

function fail(error: z.ZodError, prefix = ''): never {
  const issue = error.issues[0];
  const field = [prefix, ...(issue?.path ?? [])].filter((part) => part !== '').join('.') || 'request';
  throw new SearchInputError(`${field} ${issue?.message ?? 'is invalid'}`, field);
}

function parse<T>(schema: z.ZodType<T>, value: unknown, field: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) fail(parsed.error, field);
  return parsed.data;
}

/** Trims and bounds a query; throws `SearchInputError` when it is too long or not a string. */
export function validateQuery(query: unknown): string {
  return parse(queryText, query, 'query');
}

function validatePaging(page: unknown, pageSize: unknown): { page: number; pageSize: number } {
  const size = parse(pageSizeSchema, pageSize ?? DEFAULT_PAGE_SIZE, 'pageSize');
  const number = parse(pageSchema, page ?? 1, 'page');
  if (number * size > MAX_RESULT_DEPTH) {
    throw new SearchInputError(`page goes beyond the first ${MAX_RESULT_DEPTH} results`, 'page');
  }
  return { page: number, pageSize: size };
}

export function validatePostSearch(request: PostSearchRequest): ValidPostSearch {
  const query = validateQuery(request.query);
  const filters = parse(filtersSchema, request.filters ?? {}, 'filters');
  const sort = parse(z.enum(SEARCH_SORTS), request.sort ?? 'relevance', 'sort');
  const cleanFilters: Partial<Record<PostFacet, string[]>> = {};
  for (const facet of POST_FACETS) {
    const values = filters[facet];
    if (values && values.length > 0) cleanFilters[facet] = [...new Set(values)];
  }
  return { query, filters: cleanFilters, sort, ...validatePaging(request.page, request.pageSize) };
}

export function validateListSearch(request: ListSearchRequest): ValidListSearch {
  return { query: validateQuery(request.query), ...validatePaging(request.page, request.pageSize) };
}

/** Relevance means nothing without words: it falls back to newest first. */
export function effectiveSort(search: Pick<ValidPostSearch, 'query' | 'sort'>): Exclude<SearchSort, 'relevance'> | 'relevance' {
  return search.sort === 'relevance' && !search.query ? 'newest' : search.sort;
}

/** An empty count for every facet, filled in by the engines. */
export function emptyFacetCounts(): Record<PostFacet, { value: string; count: number }[]> {
  return Object.fromEntries(POST_FACETS.map((facet) => [facet, []])) as unknown as Record<
    PostFacet,
    { value: string; count: number }[]
  >;
}
