import 'server-only';
import { redirect } from 'next/navigation';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { loginHref } from '@/features/account/server/route-checks';
import type { FormState, FormValues } from '../form-state';

/** The first GraphQL error of a mutation's answer: its code and extensions (none for a network failure). */
export function firstGraphQLError(error: unknown): { code: string | undefined; message: string; extensions: Record<string, unknown> } {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const extensions = (first?.extensions ?? {}) as Record<string, unknown>;
  return { code: typeof extensions.code === 'string' ? extensions.code : undefined, message: first?.message ?? '', extensions };
}

/**
 * A studio form's answer to a failed save, shared by every form: sign in again (UNAUTHENTICATED,
 * back to `returnTo`), a message beside each field (BAD_USER_INPUT's fieldErrors, for the fields the
 * form has), or a message for the whole form. What the editor typed always comes back with it.
 * `what` names the record in those messages ("series", "blog entry").
 */
export function formStateOfError<F extends string>(
  error: unknown,
  values: FormValues<F>,
  { fields, what, returnTo }: { fields: readonly F[]; what: string; returnTo: string },
): FormState<F> {
  const { code, extensions } = firstGraphQLError(error);
  if (code === 'UNAUTHENTICATED') redirect(loginHref(returnTo));
  if (code === 'BAD_USER_INPUT' && Array.isArray(extensions.fieldErrors)) {
    const fieldErrors: Partial<Record<F, string>> = {};
    const known = new Set<string>(fields);
    const elsewhere: string[] = [];
    for (const { field, message } of extensions.fieldErrors as { field: string; message: string }[]) {
      if (known.has(field)) fieldErrors[field as F] = message;
      else elsewhere.push(message);
    }
    return { values, fieldErrors, message: ['Some fields need attention.', ...elsewhere].join(' ') };
  }
  if (code === 'CONFLICT' && typeof extensions.updatedAt === 'string') {
    return {
      values,
      conflict: { updatedAt: extensions.updatedAt },
      message: `Someone saved this ${what} after you opened it. Your text is kept in the form; saving again replaces their version with yours.`,
    };
  }
  if (code === 'FORBIDDEN') return { values, message: `Your account has no editor role: it cannot save this ${what}.` };
  if (code === 'NOT_FOUND') return { values, message: `This ${what} no longer exists. Save your text elsewhere before you leave.` };
  if (error) console.error(`[studio] saving a ${what} failed`, error);
  return { values, message: `The ${what} could not be saved. Try again in a moment; your text is still here.` };
}
