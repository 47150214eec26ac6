/** "1 shiur", "24 shiurim": counts as the lists write them. */
export function shiurimCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'shiur' : 'shiurim'}`;
}
