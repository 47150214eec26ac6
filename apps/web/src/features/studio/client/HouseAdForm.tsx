'use client';

import type { FormState, FormValues } from '../form-state';
import { HOUSE_AD_STATUSES, type HouseAdField } from '../forms/house-ad-form';
import { Row } from '../forms/FormParts';
import { AddressField, SelectField, TextAreaField, TextField } from '../forms/StudioFields';
import { StudioForm } from './StudioForm';

/** The studio's house-ad form: the campaign's words, picture and link, the slot sizes it fits, when and how often it shows. */
export function HouseAdForm({
  initial,
  timeZone,
  save,
}: {
  initial: FormValues<HouseAdField | 'id' | 'baseUpdatedAt'>;
  /** SITE_TIMEZONE: the start and end are written and shown in it. */
  timeZone: string;
  save: (previous: FormState<HouseAdField>, formData: FormData) => Promise<FormState<HouseAdField>>;
}) {
  return (
    <StudioForm save={save} initial={initial} label="Campaign">
      {(kit) => (
        <>
          <TextField kit={kit} field="title" label="Title" maxLength={200} required />
          <TextAreaField kit={kit} field="body" label="Text" maxLength={500} rows={3} hint="Plain text under the title." />
          <Row>
            <TextField kit={kit} field="link" label="Link" maxLength={2000} required placeholder="/donate or https://…" hint="A path of the site or an https address." />
            <AddressField kit={kit} field="image" label="Picture address" />
          </Row>
          <TextField
            kit={kit}
            field="sizes"
            label="Slot sizes it fits"
            maxLength={500}
            placeholder="300x250, 728x90"
            hint="WxH in a comma-separated list (the slots show 300x250 and 320x50 on phones, 728x90 from tablets up); empty: every size."
          />
          <Row>
            <SelectField kit={kit} field="status" label="Status" hint="Only Active campaigns are shown." options={HOUSE_AD_STATUSES.map((status) => ({ value: status, label: status }))} />
            <TextField kit={kit} field="weight" label="Weight" type="number" min={1} hint="Its chance among the campaigns that fit, against their weights." />
          </Row>
          <Row>
            <TextField kit={kit} field="startsAt" label="Starts" type="datetime-local" hint={`Optional; time in ${timeZone}.`} />
            <TextField kit={kit} field="endsAt" label="Ends" type="datetime-local" hint="Optional; after the start." />
          </Row>
        </>
      )}
    </StudioForm>
  );
}
