'use client';

import type { FormState, FormValues } from '../form-state';
import { CONTENT_STATUSES, type BlogField } from '../forms/blog-form';
import { Row } from '../forms/FormParts';
import { RichTextField, SelectField, TextAreaField, TextField } from '../forms/StudioFields';
import { StudioForm } from './StudioForm';

/** The studio's blog entry form: title, status, author, excerpt and text (rich text). */
export function BlogForm({
  initial,
  authors,
  save,
}: {
  initial: FormValues<BlogField | 'id' | 'baseUpdatedAt'>;
  /** Every author, by name (the studio's choices). */
  authors: readonly { id: string; name: string }[];
  save: (previous: FormState<BlogField>, formData: FormData) => Promise<FormState<BlogField>>;
}) {
  return (
    <StudioForm save={save} initial={initial} label="Blog entry">
      {(kit) => (
        <>
          <TextField kit={kit} field="title" label="Title" maxLength={200} required />
          <Row>
            <SelectField kit={kit} field="status" label="Status" hint="Only Published entries are shown on the site." options={CONTENT_STATUSES.map((status) => ({ value: status, label: status }))} />
            <SelectField kit={kit} field="authorId" label="Author" none="No author" options={authors.map(({ id, name }) => ({ value: id, label: name }))} />
          </Row>
          <TextAreaField kit={kit} field="excerpt" label="Excerpt" maxLength={500} rows={2} hint="Shown in the list of entries." />
          <RichTextField kit={kit} field="body" label="Text" />
        </>
      )}
    </StudioForm>
  );
}
