import { streamFileResponse } from '@/features/streams/server/stream-ics';

/** `/channels/streams/{id}/stream.ics`: a coming stream as an iCalendar file to download ("Add to calendar"). */
export async function GET(request: Request, { params }: RouteContext<'/[view]/channels/streams/[id]/stream.ics'>) {
  return streamFileResponse(request, (await params).id);
}
