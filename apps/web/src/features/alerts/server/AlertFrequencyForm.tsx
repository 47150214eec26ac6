import type { AlertFrequency } from '@openshiur/graphql';
import { setAlertFrequencyAction } from './alert-frequency-action';

const CHOICES: { value: AlertFrequency; label: string }[] = [
  { value: 'IMMEDIATE', label: 'An e-mail for each new shiur, as soon as it is published' },
  { value: 'DAILY', label: 'One e-mail a day listing the new shiurim' },
];

const NOTICES: Record<string, string> = {
  saved: 'Saved.',
  failed: 'Your choice could not be saved. Try again in a moment.',
  invalid: 'Choose one of the two.',
};

/**
 * How new shiurim in followed series and by followed speakers reach the user's e-mail: a plain
 * form posting a Server Action, so it works without JavaScript.
 */
export function AlertFrequencyForm({ current, email, notice }: { current: AlertFrequency; email: string | null; notice?: string }) {
  return (
    <section id="alerts" aria-labelledby="alerts-heading">
      <h2 id="alerts-heading">E-mail alerts</h2>
      <p>
        {email
          ? 'When a series or speaker you follow publishes a new shiur, we write to your e-mail address.'
          : 'Your account has no e-mail address, so no alerts can be sent.'}
      </p>
      <form action={setAlertFrequencyAction}>
        <fieldset>
          <legend>How often</legend>
          {CHOICES.map((choice) => (
            <label key={choice.value} style={{ display: 'block', margin: '4px 0' }}>
              <input type="radio" name="frequency" value={choice.value} defaultChecked={current === choice.value} /> {choice.label}
            </label>
          ))}
        </fieldset>
        <button type="submit">Save</button>
        {notice && NOTICES[notice] ? (
          <p role="status" style={{ display: 'inline', marginLeft: 12 }}>
            {NOTICES[notice]}
          </p>
        ) : null}
      </form>
    </section>
  );
}
