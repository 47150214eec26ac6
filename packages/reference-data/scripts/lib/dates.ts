/** 'YYYY-MM-DD' of a Date's local calendar day (hebcal returns local-midnight Dates). */
export function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
