/** Subscription addresses of a calendar served at `https://…/path.ics`. */
export interface CalendarUrls {
  /** The file itself (download, or paste into a calendar app). */
  https: string;
  /** Opens the calendar app's "subscribe" dialog (Apple Calendar, Outlook, most desktop apps). */
  webcal: string;
  /** Google Calendar's "add by URL", pre-filled. */
  google: string;
}

export function calendarUrls(origin: string, path: string): CalendarUrls {
  const https = new URL(path, origin).href;
  const webcal = https.replace(/^https?:/, 'webcal:');
  return {
    https,
    webcal,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
  };
}
