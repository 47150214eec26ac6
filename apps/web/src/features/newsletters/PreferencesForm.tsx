import styled from 'styled-components';
import type { NewsletterListFieldsFragment, NewsletterSubscriptionFieldsFragment } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';

/**
 * The preferences page's two forms, plain HTML posting Server Actions (so they work without
 * JavaScript): the lists and name, and unsubscribing from everything. The signed token rides along
 * in a hidden field: it is what proves the mailbox is the visitor's.
 */
export function PreferencesForm({
  token,
  subscription,
  lists,
  save,
  unsubscribeAll,
}: {
  token: string;
  subscription: NewsletterSubscriptionFieldsFragment;
  lists: readonly NewsletterListFieldsFragment[];
  save: (formData: FormData) => Promise<void>;
  unsubscribeAll: (formData: FormData) => Promise<void>;
}) {
  const on = new Set(subscription.lists.map((list) => list.id));
  return (
    <>
      <p>
        For <strong>{subscription.email}</strong>.
      </p>
      <Form action={save} aria-label="Your newsletters">
        <input type="hidden" name="token" value={token} />
        <label htmlFor="newsletter-first-name">First name (optional)</label>
        <input id="newsletter-first-name" name="firstName" type="text" autoComplete="given-name" maxLength={100} defaultValue={subscription.firstName ?? ''} />
        <fieldset>
          <legend>Newsletters you receive</legend>
          {lists.map((list) => (
            <div key={list.id}>
              <input type="checkbox" id={`newsletter-list-${list.id}`} name="lists" value={list.id} defaultChecked={on.has(list.id)} />{' '}
              <label htmlFor={`newsletter-list-${list.id}`}>{list.name}</label>
            </div>
          ))}
        </fieldset>
        <button type="submit">Save preferences</button>
      </Form>
      <Form action={unsubscribeAll} aria-label="Unsubscribe">
        <input type="hidden" name="token" value={token} />
        <p>Stop every newsletter at once:</p>
        <button type="submit">Unsubscribe from all</button>
      </Form>
    </>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-width: 520px;
  margin: 0 0 24px;

  input[type='text'] {
    font: inherit;
    padding: 8px;
    border: 1px solid ${theme.colors.border};
    border-radius: 4px;
  }

  fieldset {
    border: 1px solid ${theme.colors.border};
    border-radius: 4px;
    padding: 8px 12px 12px;
  }

  button {
    align-self: flex-start;
    font: inherit;
    padding: 8px 20px;
  }
`;
