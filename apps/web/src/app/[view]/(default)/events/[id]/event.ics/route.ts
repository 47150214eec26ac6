import { eventFileResponse } from '@/features/calendar/server/calendar-files';

/** `/events/{id}/event.ics`: one event as an iCalendar file to download ("Add to calendar"). */
export async function GET(request: Request, { params }: RouteContext<'/[view]/events/[id]/event.ics'>) {
  return eventFileResponse(request, (await params).id);
}
