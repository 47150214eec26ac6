/** What the studio's newsletter-list form gets back from its action. */
export interface ListFormState {
  values?: { id: string; name: string; description: string; position: string; archived: boolean };
  fieldErrors?: Partial<Record<'id' | 'name' | 'description' | 'position', string>>;
  message?: string;
}

export const EMPTY_LIST_FORM_STATE: ListFormState = {};
