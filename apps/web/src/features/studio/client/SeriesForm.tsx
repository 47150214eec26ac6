'use client';

import { orderOptions, platforms, topics } from '@openshiur/reference-data';
import type { FormState, FormValues } from '../form-state';
import { Row } from '../forms/FormParts';
import type { SeriesField } from '../forms/series-form';
import { AddressField, CheckboxesField, RichTextField, SelectField, TextField } from '../forms/StudioFields';
import { StudioForm } from './StudioForm';

/** How each order reads in the form (the stored value is reference-data's). */
const ORDER_LABELS: Record<(typeof orderOptions)[number], string> = {
  nach: 'Nach: book and perek',
  parsha: 'Parsha',
  mishnah_brurah: 'Mishnah Brurah',
  hashoneh_halachos: 'HaShoneh Halachos',
  daf: 'Daf',
  mishna: 'Mishna',
  mitzvot: 'Mitzvot',
  episode_number: 'Episode number',
  yerushalmi_daf: 'Yerushalmi daf',
};

/** The studio's series form: name, description (rich text), topics, order, platform and picture. */
export function SeriesForm({
  initial,
  save,
}: {
  initial: FormValues<SeriesField | 'id' | 'baseUpdatedAt'>;
  save: (previous: FormState<SeriesField>, formData: FormData) => Promise<FormState<SeriesField>>;
}) {
  return (
    <StudioForm save={save} initial={initial} label="Series">
      {(kit) => (
        <>
          <TextField kit={kit} field="name" label="Name" maxLength={200} required />
          <Row>
            <SelectField kit={kit} field="orderOption" label="Order of its posts" options={orderOptions.map((value) => ({ value, label: ORDER_LABELS[value] }))} />
            <SelectField kit={kit} field="platform" label="Platform" none="No platform" options={platforms.map(({ name }) => ({ value: name, label: name }))} />
            <AddressField kit={kit} field="image" label="Picture address" />
          </Row>
          <CheckboxesField kit={kit} field="topics" label="Topics" options={topics} />
          <RichTextField kit={kit} field="description" label="Description" />
        </>
      )}
    </StudioForm>
  );
}
