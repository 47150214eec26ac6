'use client';

import type { FormState, FormValues } from '../form-state';
import type { EventField } from '../forms/event-form';
import { CONTENT_STATUSES } from '../forms/blog-form';
import { Row } from '../forms/FormParts';
import { AddressField, CheckboxField, SelectField, TextAreaField, TextField } from '../forms/StudioFields';
import { StudioForm } from './StudioForm';

/** The studio's event form: title, status and sign-ups, times in the site's time zone, place, links and description. */
export function EventForm({
  initial,
  timeZone,
  save,
}: {
  initial: FormValues<EventField | 'id' | 'baseUpdatedAt'>;
  /** SITE_TIMEZONE: the times are written and shown in it. */
  timeZone: string;
  save: (previous: FormState<EventField>, formData: FormData) => Promise<FormState<EventField>>;
}) {
  return (
    <StudioForm save={save} initial={initial} label="Event">
      {(kit) => (
        <>
          <TextField kit={kit} field="title" label="Title" maxLength={200} required />
          <Row>
            <SelectField kit={kit} field="status" label="Status" hint="Visitors see Published events only." options={CONTENT_STATUSES.map((status) => ({ value: status, label: status }))} />
            <CheckboxField kit={kit} field="signupsOpen" label="Takes sign-ups" hint="On the event page, until the event starts." />
            <TextField kit={kit} field="capacity" label="Capacity" type="number" min={1} hint="Seats; empty for no limit. Past it, sign-ups join the waiting list." />
          </Row>
          <Row>
            <TextField kit={kit} field="startsAt" label="Starts" type="datetime-local" required hint={`Time in ${timeZone}.`} />
            <TextField kit={kit} field="endsAt" label="Ends" type="datetime-local" hint="Optional; after the start." />
            <TextField kit={kit} field="location" label="Location" maxLength={300} />
          </Row>
          <Row>
            <AddressField kit={kit} field="url" label="Registration or livestream address" media={false} />
            <AddressField kit={kit} field="image" label="Picture address" />
          </Row>
          <TextAreaField kit={kit} field="description" label="Description" maxLength={5000} rows={6} />
        </>
      )}
    </StudioForm>
  );
}
