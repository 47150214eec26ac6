import 'server-only';
import { z } from 'zod';

/** A studio refund form: the record's id, and the box that confirms the refund (a plain form: no script asks). */
const refundForm = z.object({
  id: z.string().regex(/^[1-9]\d{0,9}$/),
  confirm: z.literal('yes').nullable(),
});

export type RefundForm = { id: string; confirmed: boolean };

/** The form's id and whether the refund was confirmed; null for a form no studio page made. */
export function readRefundForm(formData: FormData): RefundForm | null {
  const parsed = refundForm.safeParse({ id: formData.get('id'), confirm: formData.get('confirm') });
  return parsed.success ? { id: parsed.data.id, confirmed: parsed.data.confirm === 'yes' } : null;
}
