/**
 * Reads an iCalendar file back (RFC 5545): checks the line form, unfolds continuation lines,
 * splits properties and unescapes TEXT values. The site's tests read its calendars with it, as a
 * calendar app would.
 */

export interface IcsProperty {
  name: string;
  /** Parameters, e.g. `{ VALUE: 'DATE' }`. */
  params: Record<string, string>;
  /** The value with TEXT escapes undone. */
  value: string;
}

export interface IcsComponent {
  name: string;
  properties: IcsProperty[];
  components: IcsComponent[];
}

/** Problems with the physical form: bare LF, content lines over 75 octets. */
export function icsLineProblems(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith('\r\n')) problems.push('does not end with CRLF');
  const lines = text.split('\r\n');
  lines.forEach((line, index) => {
    if (line.includes('\n') || line.includes('\r'))
      problems.push(`line ${index + 1} holds a bare line break`);
    const octets = new TextEncoder().encode(line).length;
    if (octets > 75) problems.push(`line ${index + 1} is ${octets} octets long`);
  });
  return problems;
}

/** Undoes RFC 5545 TEXT escaping: \\n, \\, \\; \\\\. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) =>
    char === 'n' || char === 'N' ? '\n' : char,
  );
}

function parseLine(line: string): IcsProperty {
  // The name and parameters end at the first colon outside a quoted parameter value.
  let quoted = false;
  let split = -1;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (char === '"') quoted = !quoted;
    if (char === ':' && !quoted) {
      split = index;
      break;
    }
  }
  if (split < 0) throw new Error(`Not a content line: ${line}`);
  const [name = '', ...params] = line.slice(0, split).split(';');
  return {
    name: name.toUpperCase(),
    params: Object.fromEntries(params.map((param) => param.split('=') as [string, string])),
    value: unescapeText(line.slice(split + 1)),
  };
}

/** The calendar's components (VCALENDAR with its VEVENTs). */
export function readIcs(text: string): IcsComponent {
  const unfolded = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line.length > 0);
  const root: IcsComponent = { name: '', properties: [], components: [] };
  const stack: IcsComponent[] = [root];
  for (const line of unfolded) {
    const property = parseLine(line);
    const current = stack.at(-1)!;
    if (property.name === 'BEGIN') {
      const component: IcsComponent = {
        name: property.value.toUpperCase(),
        properties: [],
        components: [],
      };
      current.components.push(component);
      stack.push(component);
    } else if (property.name === 'END') {
      if (current.name !== property.value.toUpperCase())
        throw new Error(`END:${property.value} closes ${current.name}`);
      stack.pop();
    } else {
      current.properties.push(property);
    }
  }
  if (stack.length !== 1 || root.components.length !== 1) throw new Error('Unbalanced BEGIN/END');
  return root.components[0]!;
}

/** The first value of a property of a component. */
export const icsValue = (component: IcsComponent, name: string): string | undefined =>
  component.properties.find((property) => property.name === name)?.value;
