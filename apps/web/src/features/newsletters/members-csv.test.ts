import { describe, expect, it } from 'vitest';
import { csvCell, membersCsv, membersCsvFileName } from './members-csv';

describe('the members CSV', () => {
  it('writes a header and one CRLF line per member, lists separated by spaces', () => {
    expect(
      membersCsv([
        { email: 'sample.one@example.org', firstName: 'One', confirmedAt: '2026-11-25T10:00:00.000Z', lists: ['daily-daf', 'events'] },
        { email: 'sample.two@example.org', firstName: null, confirmedAt: '2026-11-25T11:00:00.000Z', lists: ['events'] },
      ]),
    ).toBe(
      'email,first_name,confirmed_at,lists\r\n' +
        'sample.one@example.org,One,2026-11-25T10:00:00.000Z,daily-daf events\r\n' +
        'sample.two@example.org,,2026-11-25T11:00:00.000Z,events\r\n',
    );
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Sample, "the" reader')).toBe('"Sample, ""the"" reader"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('never lets a cell start a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      // Quoted or not, the cell's text starts with the single quote.
      expect(csvCell(`${start}HYPERLINK("https://example.org")`).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=cmd,"x"')).toBe(`"'=cmd,""x"""`);
    expect(csvCell('plain')).toBe('plain');
  });

  it('names the file by the site, the list and the day', () => {
    expect(membersCsvFileName('OpenShiur', 'daily-daf', '2026-11-25')).toBe('openshiur-daily-daf-members-2026-11-25.csv');
    expect(membersCsvFileName('Sample Site!', null, '2026-11-25')).toBe('sample-site-all-members-2026-11-25.csv');
  });
});
