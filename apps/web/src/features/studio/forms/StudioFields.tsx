import { RichTextEditor } from '../client/RichTextEditor';
import type { FieldKit } from './field-kit';
import { ErrorText, Field, Fieldset } from './FormParts';

/**
 * The studio forms' controls, each with its label, hint and error tied to it by ids, its value from
 * the form's state (the stored record, or what the editor sent when it came back with problems).
 */

interface FieldProps<F extends string> {
  kit: FieldKit<F>;
  field: F;
  label: string;
  hint?: string;
}

/** A one-line text input (text, url, datetime-local). */
export function TextField<F extends string>({
  kit,
  field,
  label,
  hint,
  type = 'text',
  maxLength,
  required,
  placeholder,
  min,
}: FieldProps<F> & { type?: 'text' | 'datetime-local' | 'number'; maxLength?: number; required?: boolean; placeholder?: string; min?: number }) {
  return (
    <Field label={label} id={kit.idOf(field)} error={kit.error(field)} hint={hint}>
      <input
        id={kit.idOf(field)}
        name={field}
        type={type}
        defaultValue={kit.text(field)}
        maxLength={maxLength}
        required={required}
        placeholder={placeholder}
        min={min}
        {...kit.invalid(field)}
      />
    </Field>
  );
}

/** A yes/no choice: sends `yes` when ticked, nothing when not. */
export function CheckboxField<F extends string>({ kit, field, label, hint }: FieldProps<F>) {
  return (
    <Field label={label} id={kit.idOf(field)} error={kit.error(field)} hint={hint}>
      <input id={kit.idOf(field)} name={field} type="checkbox" value="yes" defaultChecked={kit.text(field) === 'yes'} {...kit.invalid(field)} />
    </Field>
  );
}

/** An address of a picture or page: https, or the site's own /media/ files where allowed. */
export function AddressField<F extends string>({ kit, field, label, media = true }: FieldProps<F> & { media?: boolean }) {
  return <TextField kit={kit} field={field} label={label} maxLength={2000} placeholder={media ? 'https:// or /media/…' : 'https://…'} />;
}

/** A choice among options; `none` adds an empty first option with that label. */
export function SelectField<F extends string>({
  kit,
  field,
  label,
  hint,
  options,
  none,
}: FieldProps<F> & { options: readonly { value: string; label: string }[]; none?: string }) {
  return (
    <Field label={label} id={kit.idOf(field)} error={kit.error(field)} hint={hint}>
      <select id={kit.idOf(field)} name={field} defaultValue={kit.text(field)} {...kit.invalid(field)}>
        {none !== undefined ? <option value="">{none}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Plain text over several lines. */
export function TextAreaField<F extends string>({ kit, field, label, hint, maxLength, rows = 4 }: FieldProps<F> & { maxLength: number; rows?: number }) {
  return (
    <Field label={label} id={kit.idOf(field)} error={kit.error(field)} hint={hint}>
      <textarea id={kit.idOf(field)} name={field} defaultValue={kit.text(field)} maxLength={maxLength} rows={rows} {...kit.invalid(field)} />
    </Field>
  );
}

/** Rich text: the Tiptap editor, a textarea of HTML without JavaScript. */
export function RichTextField<F extends string>({ kit, field, label }: FieldProps<F>) {
  const error = kit.error(field);
  return (
    <div>
      <RichTextEditor id={kit.idOf(field)} name={field} label={label} defaultValue={kit.text(field)} describedBy={error ? `${kit.idOf(field)}-error` : undefined} />
      {error ? <ErrorText id={`${kit.idOf(field)}-error`}>{error}</ErrorText> : null}
    </div>
  );
}

/** Several choices at once, as checkboxes in a fieldset. */
export function CheckboxesField<F extends string>({ kit, field, label, options }: FieldProps<F> & { options: readonly string[] }) {
  const error = kit.error(field);
  const chosen = kit.list(field);
  return (
    <Fieldset aria-describedby={error ? `${kit.idOf(field)}-error` : undefined}>
      <legend>{label}</legend>
      {options.map((option) => (
        <label key={option}>
          <input type="checkbox" name={field} value={option} defaultChecked={chosen.includes(option)} /> {option}
        </label>
      ))}
      {error ? <ErrorText id={`${kit.idOf(field)}-error`}>{error}</ErrorText> : null}
    </Fieldset>
  );
}
