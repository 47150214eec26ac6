import { describe, expect, it, vi } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { createRateLimiter } from '@openshiur/auth';
import { HONEYPOT_FIELD } from '@/components/HoneypotField';
import { handleContactForm, type ContactFormDependencies } from './contact-form';

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};
const typed = { name: 'Sample Sender', email: 'sample.sender@example.org', subject: 'Sunday', message: 'Is there a shiur?' };
const dependencies = (overrides: Partial<ContactFormDependencies> = {}): ContactFormDependencies => ({
  takeAllowance: async () => true,
  send: vi.fn(async () => ({ ok: true })),
  ...overrides,
});

describe('the contact form', () => {
  it('sends what was typed and answers sent', async () => {
    const deps = dependencies();
    expect(await handleContactForm(formOf(typed), deps)).toEqual({ sent: true });
    expect(deps.send).toHaveBeenCalledWith(typed);
  });

  it('thanks a filled honeypot without sending anything', async () => {
    const deps = dependencies();
    expect(await handleContactForm(formOf({ ...typed, [HONEYPOT_FIELD]: 'https://spam.example.org' }), deps)).toEqual({ sent: true });
    expect(deps.send).not.toHaveBeenCalled();
  });

  it('refuses past the hourly allowance of the address, keeping what was typed', async () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 3_600_000 });
    const deps = dependencies({ takeAllowance: async () => limiter.consume('192.0.2.1').allowed });
    expect(await handleContactForm(formOf(typed), deps)).toEqual({ sent: true });
    expect(await handleContactForm(formOf(typed), deps)).toEqual({ sent: true });
    expect(await handleContactForm(formOf(typed), deps)).toEqual({ values: typed, message: expect.stringMatching(/^Too many messages/) });
    // A robot past its allowance gets the same answer as a person: the honeypot is no way round it.
    expect(await handleContactForm(formOf({ ...typed, [HONEYPOT_FIELD]: 'x' }), deps)).toMatchObject({ message: expect.stringMatching(/^Too many messages/) });
    expect(deps.send).toHaveBeenCalledTimes(2);
  });

  it("puts the API's field problems beside their fields, with the text kept", async () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Some fields need attention', extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'email', message: 'Give an e-mail address' }, { field: 'input', message: 'ignored' }] } }],
    });
    const bad = { ...typed, email: 'not an address' };
    expect(await handleContactForm(formOf(bad), dependencies({ send: async () => ({ ok: false, error }) }))).toEqual({
      values: bad,
      fieldErrors: { email: 'Give an e-mail address' },
      message: 'Please check the form.',
    });
  });

  it('says so when the API is down, keeping the text', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = await handleContactForm(formOf(typed), dependencies({ send: async () => ({ ok: false, error: new Error('network') }) }));
    expect(outcome).toEqual({ values: typed, message: expect.stringMatching(/could not be sent/) });
    spy.mockRestore();
  });

  it('keeps at most a little past each limit of a huge post', async () => {
    const deps = dependencies();
    await handleContactForm(formOf({ ...typed, message: 'm'.repeat(50_000) }), deps);
    expect(vi.mocked(deps.send).mock.calls[0]![0].message).toHaveLength(5_100);
  });
});
