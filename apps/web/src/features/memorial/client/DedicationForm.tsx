'use client';

import { useActionState, useId, useRef, useState, useTransition, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { HoneypotField } from '@/components/HoneypotField';
import { Actions, ErrorText, Field, Fieldset, FormBox, Notice, Row } from '@/features/studio/forms/FormParts';
import { EMPTY_DEDICATION_FORM_STATE, type DedicationField, type DedicationFormState, type PassingPreview } from '../dedication-form-state';

type FormAction = (previous: DedicationFormState, formData: FormData) => Promise<DedicationFormState>;

/**
 * The dedication form: on /memorial-donation (a visitor's memorial dedication, with an amount, and
 * "continue to payment") and in the studio (an admin's dedication, memorial or in honour, active at
 * once). Its action is a Server Action, so it works without JavaScript; "Show the Hebrew date"
 * re-renders it with the Hebrew date of the passing, and with JavaScript that preview follows the
 * date and the after-sunset box as they change (computed on the server: hebcal stays there).
 */
export function DedicationForm({
  variant,
  action: formAction,
  preview: previewAction,
  today,
  currency = 'USD',
}: {
  variant: 'public' | 'studio';
  action: FormAction;
  preview: (passedOn: string, afterSunset: boolean) => Promise<PassingPreview | null>;
  today: string;
  /** The gift's currency (DONATION_CURRENCY): the public form's amount is in it. */
  currency?: string;
}) {
  const [state, action, pending] = useActionState(formAction, EMPTY_DEDICATION_FORM_STATE);
  const id = useId();
  const values = state.values;
  const errors = state.fieldErrors ?? {};
  const [live, setLive] = useState<{ key: string; preview: PassingPreview | null } | null>(null);
  const [, startPreview] = useTransition();
  const latestPreview = useRef('');
  const [kind, setKind] = useState(values?.kind ?? 'MEMORIAL');
  const [mode, setMode] = useState(values?.mode ?? (variant === 'public' ? 'YAHRZEIT' : 'DATE'));

  const preview = live ? live.preview : state.preview;
  const fieldId = (field: DedicationField) => `${id}-${field}`;
  const described = (field: DedicationField, hint = false) =>
    [errors[field] ? `${fieldId(field)}-error` : null, hint ? `${fieldId(field)}-hint` : null].filter(Boolean).join(' ') || undefined;
  const invalid = (field: DedicationField) => (errors[field] ? true : undefined);
  const text = (field: Exclude<DedicationField, 'passedAfterSunset' | 'anonymous'>) => ({
    id: fieldId(field),
    name: field,
    defaultValue: values?.[field] ?? '',
    'aria-invalid': invalid(field),
    'aria-describedby': described(field),
  });

  /** With JavaScript: the Hebrew date follows the date and the after-sunset box. */
  const refreshPreview = (event: ChangeEvent<HTMLInputElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    const passedOn = (form.elements.namedItem('passedOn') as HTMLInputElement).value;
    const afterSunset = (form.elements.namedItem('passedAfterSunset') as HTMLInputElement).checked;
    const key = `${passedOn}|${afterSunset}`;
    latestPreview.current = key;
    if (!passedOn) return setLive({ key, preview: null });
    startPreview(async () => {
      const answer = await previewAction(passedOn, afterSunset);
      // Only the answer for what the form holds now (an earlier, slower answer is dropped).
      if (latestPreview.current === key) setLive({ key, preview: answer });
    });
  };

  const memorial = kind === 'MEMORIAL';
  return (
    <FormBox action={action} noValidate aria-label={variant === 'public' ? 'Memorial dedication' : 'Add a dedication'} key={JSON.stringify(values ?? null)}>
      {state.message ? <Notice role="alert">{state.message}</Notice> : null}
      {state.done ? <Done role="status">{state.done}</Done> : null}
      {variant === 'studio' ? (
        <Fieldset>
          <legend>Dedication</legend>
          {(['MEMORIAL', 'HONOUR'] as const).map((value) => (
            <label key={value}>
              <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => { setKind(value); if (value === 'HONOUR') setMode('DATE'); }} />{' '}
              {value === 'MEMORIAL' ? 'In memory of (l’iluy nishmas)' : 'In honour of'}
            </label>
          ))}
        </Fieldset>
      ) : (
        <input type="hidden" name="kind" value="MEMORIAL" />
      )}
      <Fieldset aria-describedby={described('relation')}>
        <legend>{memorial ? 'The deceased' : 'The person honoured'}</legend>
        <Row>
          <Field label="Name in English" id={fieldId('name')} error={errors.name}>
            <input {...text('name')} type="text" maxLength={100} required autoComplete="off" />
          </Field>
          <Field label="Name in Hebrew (optional)" id={fieldId('hebrewName')} error={errors.hebrewName}>
            <input {...text('hebrewName')} type="text" maxLength={100} lang="he" dir="rtl" autoComplete="off" />
          </Field>
        </Row>
        <Row>
          <Field label="Parent’s name in English (optional)" id={fieldId('parentName')} error={errors.parentName}>
            <input {...text('parentName')} type="text" maxLength={100} autoComplete="off" />
          </Field>
          <Field label="Parent’s name in Hebrew (optional)" id={fieldId('parentHebrewName')} error={errors.parentHebrewName}>
            <input {...text('parentHebrewName')} type="text" maxLength={100} lang="he" dir="rtl" autoComplete="off" />
          </Field>
        </Row>
        <Choices role="radiogroup" aria-label="Son or daughter of">
          <label>
            <input type="radio" name="relation" value="BEN" defaultChecked={values?.relation === 'BEN'} /> ben (son of)
          </label>
          <label>
            <input type="radio" name="relation" value="BAS" defaultChecked={values?.relation === 'BAS'} /> bas (daughter of)
          </label>
        </Choices>
        {errors.relation ? <ErrorText id={`${fieldId('relation')}-error`}>{errors.relation}</ErrorText> : null}
      </Fieldset>
      {memorial ? (
        <Fieldset>
          <legend>The date of passing</legend>
          <Row>
            <Field label="Date of passing" id={fieldId('passedOn')} error={errors.passedOn} hint="The Hebrew day starts at nightfall: tick the box if the passing was after sunset.">
              <input {...text('passedOn')} type="date" max={today} required onChange={refreshPreview} aria-describedby={described('passedOn', true)} />
            </Field>
          </Row>
          <label>
            <input type="checkbox" name="passedAfterSunset" defaultChecked={values?.passedAfterSunset ?? false} onChange={refreshPreview} /> After sunset
          </label>
          <button type="submit" name="intent" value="preview" formNoValidate>
            Show the Hebrew date
          </button>
          <PreviewBox aria-live="polite" data-testid="passing-preview">
            {preview ? (
              <>
                <p>
                  Hebrew date of passing: <strong>{preview.english}</strong> (<span lang="he" dir="rtl">{preview.hebrew}</span>)
                  {preview.afterSunset ? ', after sunset' : ''}
                </p>
                <p>Next yahrzeits:</p>
                <ul>
                  {preview.nextYahrzeits.map((yahrzeit) => (
                    <li key={yahrzeit.date}>
                      <time dateTime={yahrzeit.date}>{yahrzeit.label}</time> ({yahrzeit.hebrew}), from the evening before
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </PreviewBox>
        </Fieldset>
      ) : (
        <input type="hidden" name="passedOn" value="" />
      )}
      <Fieldset>
        <legend>The day dedicated</legend>
        {memorial ? (
          <label>
            <input type="radio" name="mode" value="YAHRZEIT" checked={mode === 'YAHRZEIT'} onChange={() => setMode('YAHRZEIT')} /> The yahrzeit, every year
          </label>
        ) : null}
        <label>
          <input type="radio" name="mode" value="DATE" checked={mode === 'DATE'} onChange={() => setMode('DATE')} /> A chosen date
        </label>
        <Field label="Chosen date" id={fieldId('dedicatedOn')} error={errors.dedicatedOn}>
          <input {...text('dedicatedOn')} type="date" min={today} />
        </Field>
        {errors.mode ? <ErrorText>{errors.mode}</ErrorText> : null}
      </Fieldset>
      <Fieldset>
        <legend>{variant === 'public' ? 'You' : 'The donor'}</legend>
        <Row>
          <Field label="Dedicated by (shown with the dedication)" id={fieldId('dedicatedBy')} error={errors.dedicatedBy}>
            <input {...text('dedicatedBy')} type="text" maxLength={100} autoComplete="name" />
          </Field>
          <Field label={variant === 'public' ? 'E-mail address' : 'E-mail address (optional)'} id={fieldId('email')} error={errors.email} hint="For the confirmation and a reminder a week before each yahrzeit; never shown.">
            <input {...text('email')} type="email" autoComplete="email" required={variant === 'public'} aria-describedby={described('email', true)} />
          </Field>
        </Row>
        <label>
          <input type="checkbox" name="anonymous" defaultChecked={values?.anonymous ?? false} /> Anonymous: do not show my name
        </label>
        <Field label="Message (optional, shown with the dedication)" id={fieldId('message')} error={errors.message}>
          <textarea {...text('message')} maxLength={300} rows={3} />
        </Field>
        {variant === 'public' ? (
          <Field label={`Amount (${currency})`} id={fieldId('amount')} error={errors.amount}>
            <input {...text('amount')} inputMode="decimal" autoComplete="off" required />
          </Field>
        ) : null}
      </Fieldset>
      {variant === 'public' ? <HoneypotField id={`${id}-trap`} /> : null}
      <Actions>
        <button type="submit" name="intent" value="submit" disabled={pending}>
          {variant === 'public' ? 'Continue to payment' : 'Add the dedication'}
        </button>
      </Actions>
    </FormBox>
  );
}

const Choices = styled.div`
  display: flex;
  gap: 16px;
`;

const PreviewBox = styled.div`
  min-height: 1.5em;
  p {
    margin: ${theme.space.xs} 0;
  }
`;

const Done = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-left: 4px solid ${theme.colors.primary};
  background: ${theme.colors.surfaceMuted};
`;
