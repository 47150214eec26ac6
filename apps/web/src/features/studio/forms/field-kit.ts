/**
 * What a studio form's fields read from the form around them (client/StudioForm.tsx builds it):
 * the value to show, the field's error, and the ids that tie a control to its label and message.
 */
export interface FieldKit<F extends string> {
  text(field: F): string;
  list(field: F): string[];
  error(field: F): string | undefined;
  /** An id unique to this form (a page kept for the way back has its own form with the same fields). */
  idOf(field: F): string;
  /** aria-invalid and aria-describedby for a control whose field has an error. */
  invalid(field: F): { 'aria-invalid'?: true; 'aria-describedby'?: string };
}
