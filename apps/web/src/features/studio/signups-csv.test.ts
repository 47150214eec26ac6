import { describe, expect, it } from 'vitest';
import { signupsCsv } from './signups-csv';

describe("an event's sign-ups as CSV", () => {
  it('quotes what needs quoting and never lets a name run as a formula', () => {
    const csv = signupsCsv([
      { id: '1', name: 'Sample, "Quoted"', email: 'a@example.org', seats: 2, state: 'CONFIRMED', createdAt: '2030-01-01T00:00:00.000Z', updatedAt: '2030-01-01T00:00:00.000Z' },
      { id: '2', name: '=HYPERLINK("x")', email: 'b@example.org', seats: 1, state: 'WAITLISTED', createdAt: '2030-01-02T00:00:00.000Z', updatedAt: '2030-01-02T00:00:00.000Z' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Name,E-mail,Seats,State,Signed up,Changed',
      '"Sample, ""Quoted""",a@example.org,2,confirmed,2030-01-01T00:00:00.000Z,2030-01-01T00:00:00.000Z',
      `"'=HYPERLINK(""x"")",b@example.org,1,waitlisted,2030-01-02T00:00:00.000Z,2030-01-02T00:00:00.000Z`,
      '',
    ]);
  });
});
