/** The product's limits: seconds as HH:MM:SS, hours left out when zero, every part two digits. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts = hours > 0 ? [hours, minutes, rest] : [minutes, rest];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** A date and time as the clock in `timeZone` shows it, with the zone's short name (Nov 25, 2026, 9:30 AM EST). */
export function formatDateTime(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  // Fields one by one: Intl refuses timeZoneName together with dateStyle/timeStyle.
  return new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
}

/** The time of day as the clock in `timeZone` shows it (7:30 PM). */
export function formatTime(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
}
