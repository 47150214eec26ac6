/** After a delete form's redirect (`?deleted={name}`): what was deleted, said once on the list. */
export function DeletedNotice({ name }: { name: string | undefined }) {
  if (!name) return null;
  return (
    <p role="status" data-testid="deleted">
      Deleted “{name}”.
    </p>
  );
}
