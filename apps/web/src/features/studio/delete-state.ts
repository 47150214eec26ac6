/** A delete form's answer: why nothing was deleted (on success the page moves to the list). */
export interface DeleteState {
  message?: string;
}
