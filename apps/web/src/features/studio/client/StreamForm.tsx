'use client';

import { platforms } from '@openshiur/reference-data';
import type { FormState, FormValues } from '../form-state';
import { STREAM_SOURCE_KINDS, STREAM_STATUSES, type StreamField } from '../forms/stream-form';
import { Row } from '../forms/FormParts';
import { AddressField, SelectField, TextAreaField, TextField } from '../forms/StudioFields';
import { StudioForm } from './StudioForm';

/** The studio's stream form: channel, title, status, where it plays from, times in the site's time zone, recording. */
export function StreamForm({
  initial,
  timeZone,
  save,
}: {
  initial: FormValues<StreamField | 'id' | 'baseUpdatedAt'>;
  /** SITE_TIMEZONE: the times are written and shown in it. */
  timeZone: string;
  save: (previous: FormState<StreamField>, formData: FormData) => Promise<FormState<StreamField>>;
}) {
  return (
    <StudioForm save={save} initial={initial} label="Stream">
      {(kit) => (
        <>
          <TextField kit={kit} field="title" label="Title" maxLength={200} required />
          <Row>
            <SelectField kit={kit} field="platform" label="Channel" options={platforms.map((platform) => ({ value: platform.name, label: platform.name }))} />
            <SelectField
              kit={kit}
              field="status"
              label="Status"
              hint="Live plays it on /channels; Ended with a recording makes a post of it."
              options={STREAM_STATUSES.map((status) => ({ value: status, label: status }))}
            />
          </Row>
          <Row>
            <SelectField kit={kit} field="sourceKind" label="Plays from" options={STREAM_SOURCE_KINDS} />
            <TextField
              kit={kit}
              field="source"
              label="Source"
              maxLength={2000}
              required
              hint="HLS: an https .m3u8 address or /media/….m3u8. YouTube or Vimeo: the video's address or id."
            />
          </Row>
          <Row>
            <TextField kit={kit} field="startsAt" label="Starts" type="datetime-local" required hint={`Time in ${timeZone}.`} />
            <TextField kit={kit} field="endsAt" label="Ends" type="datetime-local" hint="Optional; after the start." />
          </Row>
          <AddressField kit={kit} field="recordingUrl" label="Recording address" />
          <TextAreaField kit={kit} field="description" label="Description" maxLength={5000} rows={5} />
        </>
      )}
    </StudioForm>
  );
}
