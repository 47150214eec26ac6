/** A search request that breaks the rules (too long, unknown sort, page out of range, ...). */
export class SearchInputError extends Error {
  override readonly name = 'SearchInputError';
  constructor(
    message: string,
    /** The request field at fault, e.g. `query` or `filters.topics`. */
    readonly field: string,
  ) {
    super(message);
  }
}

export function isSearchInputError(error: unknown): error is SearchInputError {
  return error instanceof SearchInputError;
}
