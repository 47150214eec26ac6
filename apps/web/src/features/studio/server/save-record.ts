import 'server-only';
import { redirect } from 'next/navigation';
import type { TypedDocumentNode } from '@apollo/client';
import { getClient } from '@/server/apollo';
import { formValues, textOf, type FormState, type FormValues } from '../form-state';
import { formStateOfError } from './form-errors';

/** Where a studio record lives: /studio/{section}, its form at /studio/{section}/{id}. */
export interface RecordPlace {
  section: string;
  /** The record's name in messages ("series", "blog entry"). */
  what: string;
  /** Where its list is, when not at /studio/{section} (the posts' list is /studio). */
  listPath?: string;
}

/**
 * Saves a studio form through its GraphQL mutation as the signed-in editor, then opens the saved
 * record (`?saved=1`). Problems come back as the form's state with what the editor typed. `check`
 * answers, before anything is sent, what the API's types cannot carry as a field error (a required
 * time that is not a time).
 */
export async function saveRecord<F extends string, TData, TVariables extends Record<string, unknown>>({
  formData,
  fields,
  listFields,
  place,
  mutation,
  variablesOf,
  savedIdOf,
  check,
}: {
  formData: FormData;
  fields: readonly F[];
  listFields?: ReadonlySet<F>;
  place: RecordPlace;
  mutation: TypedDocumentNode<TData, TVariables>;
  variablesOf: (values: FormValues<F>, target: { id: string | null; baseUpdatedAt: string | null }) => TVariables;
  savedIdOf: (data: TData) => string | undefined;
  check?: (values: FormValues<F>) => Partial<Record<F, string>>;
}): Promise<FormState<F>> {
  const values = formValues<F | 'id' | 'baseUpdatedAt'>(formData, [...fields, 'id', 'baseUpdatedAt'], listFields) as FormValues<F> &
    FormValues<'id' | 'baseUpdatedAt'>;
  const id = textOf(values.id) || null;
  const returnTo = `/studio/${place.section}/${id ? encodeURIComponent(id) : 'new'}`;
  const early = check?.(values) ?? {};
  if (Object.keys(early).length > 0) return { values, fieldErrors: early, message: 'Some fields need attention.' };

  const client = await getClient();
  const result = await client.mutate({
    mutation,
    variables: variablesOf(values, { id, baseUpdatedAt: textOf(values.baseUpdatedAt) || null }),
    errorPolicy: 'all',
  } as Parameters<typeof client.mutate<TData, TVariables>>[0]);
  const savedId = result.data && !result.error ? savedIdOf(result.data as TData) : undefined;
  if (savedId) redirect(`/studio/${place.section}/${encodeURIComponent(savedId)}?saved=1`);
  return formStateOfError(result.error, values, { fields, what: place.what, returnTo });
}
