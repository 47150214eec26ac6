import { describe, expect, it } from 'vitest';
import { renderMail, type MailTemplates } from '@/features/mail/server/render-mail';
import { createDonationMailTemplates } from './donation-mail-templates';

const templates = createDonationMailTemplates({
  cancelMonthly: async (donationId) => `https://www.openshiur.example/donate/monthly/cancel?token=signed-${donationId}`,
  organisation: { legalName: 'Sample Learning Fund, Inc.', taxId: '00-0000000', address: '1 Sample Street, Example City' },
  timeZone: 'America/New_York',
}) as unknown as MailTemplates;

const receipt = {
  donationId: 12,
  reference: '8a3c1c56-4c57-4b0e-9d7e-2d0b3f3a7c11',
  donorName: 'Sample Donor',
  frequency: 'one_time',
  amountCents: 5400,
  currency: 'USD',
  paidAt: '2030-03-04T23:30:00.000Z',
  paymentRef: 'demo_pi_sample',
  firstPayment: true,
  dedicationType: 'memory',
  dedication: 'A Sample Grandparent',
};
const render = (template: string, data: Record<string, unknown>) => renderMail({ template, recipient: 'donor@example.org', data, stream: 'transactional' }, templates);

describe('the donation mails', () => {
  it('gives a receipt with the amount, currency, date, kind, dedication and tax details; a one-time one has no cancel link', async () => {
    const mail = await render('donation-receipt', receipt);
    expect(mail.subject).toBe('Receipt for your donation of $54');
    for (const line of [
      'THANK YOU, SAMPLE DONOR',
      'Amount: $54 USD',
      'Date: Mar 4, 2030, 6:30 PM EST',
      'Donation: one-time',
      'Dedication: In memory of A Sample Grandparent',
      'Receipt number: demo_pi_sample',
      'Sample Learning Fund, Inc., 1 Sample Street, Example City. Tax id: 00-0000000.',
    ])
      expect(mail.text).toContain(line);
    expect(mail.html).not.toContain('/donate/monthly/cancel');
  });

  it('gives each monthly payment its receipt with the signed cancel link', async () => {
    const mail = await render('donation-receipt', { ...receipt, frequency: 'monthly', firstPayment: false, amountCents: 1850, dedicationType: null, dedication: null });
    expect(mail.subject).toBe('Receipt for your monthly donation of $18.50');
    expect(mail.text).toContain('this month’s payment of your monthly donation');
    expect(mail.text).not.toContain('Dedication:');
    expect(mail.html).toContain('https://www.openshiur.example/donate/monthly/cancel?token=signed-12');
  });

  it('confirms a cancelled monthly donation, and refuses data that is not a receipt', async () => {
    const mail = await render('donation-monthly-cancelled', { donationId: 12, donorName: null, amountCents: 1800, currency: 'USD' });
    expect(mail.subject).toBe('Your monthly donation of $18 is cancelled');
    expect(mail.text).toContain('no further payments will be taken');
    await expect(render('donation-receipt', { donationId: 'x' })).rejects.toThrow();
  });

  it('tells the donor of a refund: the organisation, the amount and which payment', async () => {
    const refund = { donationId: 12, donorName: 'Sample Donor', frequency: 'one_time', amountCents: 5400, currency: 'USD', paymentRef: 'demo_pi_sample' };
    const mail = await render('donation-refunded', refund);
    expect(mail.subject).toBe('Your donation of $54 has been refunded');
    expect(mail.text).toContain('Sample Learning Fund, Inc. has refunded your donation: $54 USD.');
    expect(mail.text).toContain('Receipt number: demo_pi_sample');
    const monthly = await render('donation-refunded', { ...refund, frequency: 'monthly', amountCents: 1800 });
    expect(monthly.text).toContain('has refunded one payment of your monthly donation: $18 USD.');
  });
});
