import { GetStudioEventSignupsDocument } from '@openshiur/graphql';
import { signupsCsv } from '@/features/studio/signups-csv';
import { getClient } from '@/server/apollo';

const plain = (status: number, message: string) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * /studio/events/{id}/signups.csv: the sign-ups for a spreadsheet. The proxy sends visitors
 * without a session to sign in and readers to the 403 page; the API checks the editor role again.
 */
export async function GET(_request: Request, { params }: RouteContext<'/[view]/studio/events/[id]/signups.csv'>) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) return plain(404, 'No such event.');
  const result = await (await getClient()).query({ query: GetStudioEventSignupsDocument, variables: { id }, errorPolicy: 'all' });
  if (result.error) return plain(403, 'The sign-ups are for editors.');
  const event = result.data?.studioEvent;
  if (!event) return plain(404, 'No such event.');
  return new Response(signupsCsv(event.signups), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="event-${event.id}-signups.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
