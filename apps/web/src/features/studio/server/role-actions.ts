'use server';

import { redirect } from 'next/navigation';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { EndSessionsOfDocument, GrantRoleDocument, RevokeRoleDocument, type Role } from '@openshiur/graphql';
import { getClient } from '@/server/apollo';
import type { RoleGrantFormState } from '../role-grant-form-state';

const ROLES: readonly string[] = ['editor', 'admin'];
const roleOf = (value: FormDataEntryValue | null): Role | null => (typeof value === 'string' && ROLES.includes(value) ? (value as Role) : null);

/** What the API said, in the words the admin page shows. */
function problemOf(error: unknown): RoleGrantFormState {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const fieldErrors = first?.extensions?.fieldErrors as { field: string; message: string }[] | undefined;
  const emailError = fieldErrors?.find((fieldError) => fieldError.field === 'email')?.message;
  if (emailError) return { emailError };
  if (first?.extensions?.code === 'FORBIDDEN') return { message: 'Only admins can change roles.' };
  if (first?.extensions?.code === 'BAD_USER_INPUT') return { message: first.message };
  console.error('[studio] role change failed', error);
  return { message: 'The change could not be saved. Try again in a moment.' };
}

/** The admin page's grant form (works without JavaScript): grants the role, then shows the list again. */
export async function grantRoleAction(_previous: RoleGrantFormState, formData: FormData): Promise<RoleGrantFormState> {
  const email = String(formData.get('email') ?? '');
  const role = roleOf(formData.get('role'));
  if (!role) return { email, message: 'Choose editor or admin.' };
  const result = await (await getClient()).mutate({ mutation: GrantRoleDocument, variables: { email, role }, errorPolicy: 'all' });
  if (result.error || !result.data) return { email, ...problemOf(result.error) };
  redirect(`/studio/admin?granted=${encodeURIComponent(email.trim().toLowerCase())}`);
}

/** A Revoke button of the grants table. */
export async function revokeRoleAction(formData: FormData): Promise<void> {
  const email = String(formData.get('email') ?? '');
  const role = roleOf(formData.get('role'));
  if (!role) redirect('/studio/admin');
  const result = await (await getClient()).mutate({ mutation: RevokeRoleDocument, variables: { email, role }, errorPolicy: 'all' });
  const problem = result.error ? problemOf(result.error).message ?? 'The role could not be taken back.' : null;
  redirect(problem ? `/studio/admin?problem=${encodeURIComponent(problem)}` : `/studio/admin?revoked=${encodeURIComponent(email)}`);
}

/** "Sign a person out" (admin page): ends every session of that address at once, then says how many. */
export async function endSessionsAction(formData: FormData): Promise<void> {
  const email = String(formData.get('email') ?? '');
  const result = await (await getClient()).mutate({ mutation: EndSessionsOfDocument, variables: { email }, errorPolicy: 'all' });
  if (result.error || result.data == null) {
    const state = problemOf(result.error);
    redirect(`/studio/admin?problem=${encodeURIComponent(state.emailError ?? state.message ?? 'The sessions could not be ended.')}`);
  }
  const ended = result.data.endSessionsOf;
  redirect(`/studio/admin?${new URLSearchParams({ signedOut: email.trim().toLowerCase(), sessions: String(ended) })}`);
}
