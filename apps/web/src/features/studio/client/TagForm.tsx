'use client';

import type { FormState, FormValues } from '../form-state';
import type { TagField } from '../forms/tag-form';
import { TextField } from '../forms/StudioFields';
import { StudioForm } from './StudioForm';

/** The studio's tag form: its name (its address is made from the first name and kept). */
export function TagForm({
  initial,
  save,
}: {
  initial: FormValues<TagField | 'id'>;
  save: (previous: FormState<TagField>, formData: FormData) => Promise<FormState<TagField>>;
}) {
  return (
    <StudioForm save={save} initial={initial} label="Tag">
      {(kit) => <TextField kit={kit} field="name" label="Name" maxLength={200} required />}
    </StudioForm>
  );
}
