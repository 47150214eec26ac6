import type { GetContactMessagesQuery } from '@openshiur/graphql';
import { StudioTable as Table } from '@/features/studio/StudioPostTable';
import { formatDateTime } from '@/lib/format';

type ContactMessageRow = GetContactMessagesQuery['contactMessages']['items'][number];

/** The studio's list of contact messages: when, who (with a mailto link), the subject and the text. */
export function ContactMessageTable({ messages, timeZone }: { messages: readonly ContactMessageRow[]; timeZone: string }) {
  if (messages.length === 0) return <p>No messages yet.</p>;
  return (
    <Table data-testid="studio-messages">
      <thead>
        <tr>
          <th scope="col">Received</th>
          <th scope="col">From</th>
          <th scope="col">Subject and message</th>
        </tr>
      </thead>
      <tbody>
        {messages.map((message) => (
          <tr key={message.id}>
            <td>
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, timeZone)}</time>
            </td>
            <td>
              {message.name}
              <br />
              <a href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}>{message.email}</a>
            </td>
            <td>
              <strong>{message.subject}</strong>
              <p style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>{message.message}</p>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
