import type { GetPostQuery } from '@openshiur/graphql';

/** A shiur as the post page shows it: everything `GetPost` loads for `/p/{id}`. */
export type FullPost = NonNullable<GetPostQuery['post']>;
