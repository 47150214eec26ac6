import { describe, expect, it } from 'vitest';
import type { StudioDedicationFieldsFragment } from '@openshiur/graphql';
import { dedicationsCsv } from './dedications-csv';

const row: StudioDedicationFieldsFragment = {
  id: '7',
  donorEmail: 'donor@example.org',
  status: 'ACTIVE',
  donationId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  dedication: {
    id: '7',
    kind: 'MEMORIAL',
    mode: 'YAHRZEIT',
    name: 'Sample Name',
    hebrewName: 'שם לדוגמה',
    parentName: 'Sample, Parent',
    parentHebrewName: null,
    relation: 'BEN',
    passedOn: '2020-03-10',
    passedAfterSunset: true,
    hebrewDateOfPassing: { english: '15 Adar 5780', hebrew: 'ט״ו אדר תש״פ' },
    dedicatedOn: null,
    dedicatedBy: '=HYPERLINK("x")',
    message: null,
  },
};

describe('the dedications CSV', () => {
  it('has one line per day and dedication, quoted per RFC 4180, with formulas defused', () => {
    const csv = dedicationsCsv([{ date: '2026-03-05', dedications: [row] }, { date: '2026-03-06', dedications: [] }]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('date,status,kind,mode,name,hebrew_name,relation,parent_name,parent_hebrew_name,passed_on,after_sunset,hebrew_date_of_passing,dedicated_by,donor_email,message,donation_id,id');
    expect(lines[1]).toBe('2026-03-05,active,memorial,yahrzeit,Sample Name,שם לדוגמה,ben,"Sample, Parent",,2020-03-10,true,15 Adar 5780,"\'=HYPERLINK(""x"")",donor@example.org,,,7');
    expect(lines).toHaveLength(3);
  });
});
