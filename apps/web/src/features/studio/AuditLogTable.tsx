import type { GetAuditLogQuery } from '@openshiur/graphql';
import { formatDateTime } from '@/lib/format';

type AuditEntry = GetAuditLogQuery['auditLog']['entries'][number];

/** Where an entry's record can be opened in the studio. */
function recordHref(entry: AuditEntry): string | null {
  return entry.recordType === 'post' && /^\d+$/.test(entry.recordId) ? `/studio/posts/${entry.recordId}` : null;
}

/** The audit log, newest first: when, who, what, on which record. */
export function AuditLogTable({ entries, timeZone }: { entries: AuditEntry[]; timeZone: string }) {
  if (entries.length === 0) return <p>Nothing has been done in the studio yet.</p>;
  return (
    <table data-testid="audit-log">
      <caption className="visually-hidden">Audit log</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">What</th>
          <th scope="col">Record</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const href = recordHref(entry);
          const record = `${entry.recordType} ${entry.recordId}`;
          return (
            <tr key={entry.id} data-action={entry.action}>
              <td>{formatDateTime(entry.at, timeZone)}</td>
              <td>{entry.actor}</td>
              <td>
                {entry.action}
                {entry.details !== '{}' ? <small> {entry.details}</small> : null}
              </td>
              <td>{href ? <a href={href}>{record}</a> : record}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
