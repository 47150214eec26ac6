'use server';

import { redirect } from 'next/navigation';
import { GetStudioPostDocument, SavePostDocument, type PostInput } from '@openshiur/graphql';
import { env } from '@/env';
import { instantOfWallTime } from '@/lib/zoned-date';
import { getClient } from '@/server/apollo';
import { POST_FORM_FIELDS, postFormValues, postFormValuesOf, postInputOf, type PostFormField, type PostFormState } from '../post-form-state';
import { firstGraphQLError, formStateOfError } from './form-errors';

/**
 * The studio's post form, sent as a Server Action (so it works without JavaScript too): runs the
 * GraphQL `savePost` mutation as the signed-in editor, then opens the saved post. Problems come
 * back as the form's state with what the editor typed, so nothing they wrote is lost.
 */
export async function savePostAction(_previous: PostFormState, formData: FormData): Promise<PostFormState> {
  const values = postFormValues(formData);
  const id = typeof values.id === 'string' && values.id ? values.id : null;
  const baseUpdatedAt = typeof values.baseUpdatedAt === 'string' && values.baseUpdatedAt ? values.baseUpdatedAt : null;
  const client = await getClient();
  const result = await client.mutate({
    mutation: SavePostDocument,
    // The form's text goes to the API unchecked (a status is any string here): the API checks it all.
    variables: {
      id,
      baseUpdatedAt,
      input: postInputOf(values, (wallTime) => instantOfWallTime(wallTime, env.SITE_TIMEZONE)) as unknown as PostInput,
    },
    errorPolicy: 'all',
  });
  const saved = result.data?.savePost;
  if (saved && !result.error) redirect(`/studio/posts/${saved.id}?saved=1`);

  const { code, extensions } = firstGraphQLError(result.error);
  if (code === 'CONFLICT' && id) {
    // Their version, to show beside this editor's (which stays in the form).
    const theirs = await client.query({ query: GetStudioPostDocument, variables: { id }, fetchPolicy: 'no-cache', errorPolicy: 'all' });
    const post = theirs.data?.studioPost ?? null;
    const updatedAt = post?.updatedAt ?? String(extensions.updatedAt ?? '');
    return {
      values,
      conflict: { updatedAt, savedBy: post?.revisions[0]?.savedBy ?? null, theirs: post ? postFormValuesOf(post, env.SITE_TIMEZONE) : null },
      message: 'Someone saved this post after you opened it.',
    };
  }
  const { conflict: _conflict, ...state } = formStateOfError(result.error, values, {
    fields: Object.keys(POST_FORM_FIELDS) as PostFormField[],
    what: 'post',
    returnTo: id ? `/studio/posts/${id}` : '/studio/posts/new',
  });
  return state;
}
