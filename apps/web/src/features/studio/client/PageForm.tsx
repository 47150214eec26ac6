'use client';

import type { FormState, FormValues } from '../form-state';
import { CONTENT_STATUSES } from '../forms/blog-form';
import { Row } from '../forms/FormParts';
import type { PageField } from '../forms/page-form';
import { RichTextField, SelectField, TextField } from '../forms/StudioFields';
import { StudioForm } from './StudioForm';

/**
 * The studio's content page form (about, privacy-policy, …): its address is chosen when it is
 * created and shown, unchangeable, after (links point at it).
 */
export function PageForm({
  initial,
  save,
}: {
  initial: FormValues<PageField | 'id' | 'baseUpdatedAt'>;
  save: (previous: FormState<PageField>, formData: FormData) => Promise<FormState<PageField>>;
}) {
  const address = typeof initial.id === 'string' ? initial.id : '';
  return (
    <StudioForm save={save} initial={initial} label="Page">
      {(kit) => (
        <>
          <TextField kit={kit} field="title" label="Title" maxLength={200} required />
          <Row>
            {address ? (
              <p>
                Address: <a href={`/${address}`}>/{address}</a>
              </p>
            ) : (
              <TextField kit={kit} field="address" label="Address" maxLength={60} required placeholder="about" hint="Lowercase letters, digits and hyphens: the page is at /{address}." />
            )}
            <SelectField kit={kit} field="status" label="Status" hint="Only Published pages are shown on the site." options={CONTENT_STATUSES.map((status) => ({ value: status, label: status }))} />
          </Row>
          <RichTextField kit={kit} field="body" label="Text" />
        </>
      )}
    </StudioForm>
  );
}
