import { describe, expect, it } from 'vitest';
import { donationFilterOf, donationsCsv } from './donations-csv';

const row = {
  id: '3',
  reference: '8a3c1c56-4c57-4b0e-9d7e-2d0b3f3a7c11',
  createdAt: '2030-03-04T23:30:00.000Z',
  paidAt: '2030-03-04T23:31:00.000Z',
  status: 'COMPLETED' as const,
  frequency: 'MONTHLY' as const,
  amountCents: 1850,
  currency: 'USD',
  receivedCents: 3700,
  payments: 2,
  refundedCents: 1850,
  donorName: '=HYPERLINK("http://evil.example")',
  email: 'donor@example.org',
  anonymous: true,
  dedicationType: 'MEMORY' as const,
  dedication: 'A Sample Grandparent',
  message: 'Line one\nline "two", with a comma',
  provider: 'demo',
  subscriptionState: 'ACTIVE' as const,
  failureReason: null,
};

describe('the donations CSV', () => {
  it('quotes as RFC 4180 asks, defuses formulas and writes amounts as decimals', () => {
    const [header, line, end] = donationsCsv([row]).split('\r\n');
    expect(header).toBe('created_at,paid_at,status,frequency,amount,currency,received,payments,refunded,donor_name,email,anonymous,dedication_type,dedication,message,subscription,provider,reference');
    expect(line).toBe(
      '2030-03-04T23:30:00.000Z,2030-03-04T23:31:00.000Z,completed,monthly,18.50,USD,37.00,2,18.50,"\'=HYPERLINK(""http://evil.example"")",donor@example.org,yes,memory,A Sample Grandparent,"Line one\nline ""two"", with a comma",active,demo,8a3c1c56-4c57-4b0e-9d7e-2d0b3f3a7c11',
    );
    expect(end).toBe('');
  });

  it('reads the filter from the address, ignoring what it does not know', () => {
    expect(donationFilterOf({ status: 'completed', frequency: 'monthly' })).toEqual({ status: 'COMPLETED', frequency: 'MONTHLY' });
    expect(donationFilterOf({ status: 'stolen', frequency: ['x'] })).toEqual({ status: null, frequency: null });
  });
});
