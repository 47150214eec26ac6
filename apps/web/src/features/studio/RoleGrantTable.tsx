import type { RoleGrantFieldsFragment } from '@openshiur/graphql';
import { formatDateTime } from '@/lib/format';

/** The roles granted in the studio, each with a Revoke button (a form: no JavaScript needed). */
export function RoleGrantTable({
  grants,
  timeZone,
  revoke,
}: {
  grants: RoleGrantFieldsFragment[];
  timeZone: string;
  revoke: (formData: FormData) => Promise<void>;
}) {
  if (grants.length === 0) return <p>No roles are granted here; the identity provider's roles claim still applies.</p>;
  return (
    <table data-testid="role-grants">
      <caption className="visually-hidden">Granted roles</caption>
      <thead>
        <tr>
          <th scope="col">E-mail address</th>
          <th scope="col">Role</th>
          <th scope="col">Granted</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {grants.map((grant) => (
          <tr key={`${grant.email} ${grant.role}`}>
            <td>{grant.email}</td>
            <td>{grant.role}</td>
            <td>
              {formatDateTime(grant.grantedAt, timeZone)} by {grant.grantedBy}
            </td>
            <td>
              <form action={revoke}>
                <input type="hidden" name="email" value={grant.email} />
                <input type="hidden" name="role" value={grant.role} />
                <button type="submit" aria-label={`Revoke ${grant.role} from ${grant.email}`}>
                  Revoke
                </button>
              </form>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
