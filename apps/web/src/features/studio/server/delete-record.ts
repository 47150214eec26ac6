import 'server-only';
import { redirect } from 'next/navigation';
import type { TypedDocumentNode } from '@apollo/client';
import { loginHref } from '@/features/account/server/route-checks';
import { getClient } from '@/server/apollo';
import type { DeleteState } from '../delete-state';
import { firstGraphQLError } from './form-errors';
import type { RecordPlace } from './save-record';

/**
 * Deletes a studio record once the editor ticked the confirmation, then shows its list with a note
 * (`?deleted={name}`). A refusal (still in use), a record already gone or a lost session answer
 * as the form's message or a sign-in.
 */
export async function deleteRecord<TData>({
  formData,
  place,
  mutation,
}: {
  formData: FormData;
  place: RecordPlace;
  mutation: TypedDocumentNode<TData, { id: string }>;
}): Promise<DeleteState> {
  const id = String(formData.get('id') ?? '').trim();
  const name = String(formData.get('name') ?? '').trim() || id;
  if (!id) return { message: `No ${place.what} to delete.` };
  if (formData.get('confirm') !== 'yes') return { message: `Tick “Yes, delete” to confirm: nothing was deleted.` };
  const client = await getClient();
  const result = await client.mutate({ mutation, variables: { id }, errorPolicy: 'all' } as Parameters<typeof client.mutate<TData, { id: string }>>[0]);
  if (result.data && !result.error) redirect(`${place.listPath ?? `/studio/${place.section}`}?deleted=${encodeURIComponent(name.slice(0, 200))}`);
  const { code, message, extensions } = firstGraphQLError(result.error);
  if (code === 'UNAUTHENTICATED') redirect(loginHref(`/studio/${place.section}/${encodeURIComponent(id)}`));
  if (code === 'CONFLICT' && extensions.reason === 'IN_USE') return { message: `Not deleted: ${message}.` };
  if (code === 'NOT_FOUND') return { message: `This ${place.what} was deleted already.` };
  if (code === 'FORBIDDEN') return { message: `Your account has no editor role: it cannot delete this ${place.what}.` };
  if (result.error) console.error(`[studio] deleting a ${place.what} failed`, result.error);
  return { message: `The ${place.what} could not be deleted. Try again in a moment.` };
}
