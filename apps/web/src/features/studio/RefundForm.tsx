/**
 * "Refund", for a donation or an order in the studio: a plain form (works without JavaScript)
 * whose box must be ticked first, so one stray press refunds nothing; the action checks it again.
 */
export function RefundForm({ action, id, what }: { action: (formData: FormData) => Promise<void>; id: string; what: string }) {
  return (
    <form action={action} data-testid={`refund-${id}`}>
      <input type="hidden" name="id" value={id} />
      <label>
        <input type="checkbox" name="confirm" value="yes" required /> {`Refund ${what}`}
      </label>{' '}
      <button type="submit">Refund</button>
    </form>
  );
}
