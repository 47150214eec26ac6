/**
 * Joins several sets of element event handlers (`{ onPlay, onPause, ... }`) into one set for a
 * single element: where more than one set handles an event, each handler runs, in the order the
 * sets are given. Lets separate hooks each listen to the same `<audio>` element.
 */
export function combineHandlers<Name extends string, Event>(
  ...sets: Partial<Record<Name, (event: Event) => void>>[]
): Partial<Record<Name, (event: Event) => void>> {
  const combined: Partial<Record<Name, (event: Event) => void>> = {};
  for (const set of sets) {
    for (const name of Object.keys(set) as Name[]) {
      const handler = set[name];
      if (!handler) continue;
      const before = combined[name];
      combined[name] = before
        ? (event) => {
            before(event);
            handler(event);
          }
        : handler;
    }
  }
  return combined;
}
