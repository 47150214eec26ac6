'use client';

import type { FormState, FormValues } from '../form-state';
import type { AuthorField } from '../forms/author-form';
import { AddressField, RichTextField, TextField } from '../forms/StudioFields';
import { StudioForm } from './StudioForm';

/** The studio's author form: name, picture and bio (rich text). */
export function AuthorForm({
  initial,
  save,
}: {
  initial: FormValues<AuthorField | 'id' | 'baseUpdatedAt'>;
  save: (previous: FormState<AuthorField>, formData: FormData) => Promise<FormState<AuthorField>>;
}) {
  return (
    <StudioForm save={save} initial={initial} label="Author">
      {(kit) => (
        <>
          <TextField kit={kit} field="name" label="Name" maxLength={200} required hint="Bold and italics (<b>, <i>) are kept; other markup is removed." />
          <AddressField kit={kit} field="image" label="Picture address" />
          <RichTextField kit={kit} field="bio" label="Bio" />
        </>
      )}
    </StudioForm>
  );
}
