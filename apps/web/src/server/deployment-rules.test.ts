import { describe, expect, it } from 'vitest';
import { deploymentProblems } from './deployment-rules';

const production = {
  DEPLOYMENT_ENV: 'production' as const,
  OIDC_ISSUER: 'https://login.example.org/',
  OIDC_CLIENT_ID: 'openshiur-web',
  OIDC_CLIENT_SECRET: 'secret',
  SESSION_SECRET: 'x'.repeat(32),
  SITE_URL: 'https://www.example.org',
  SMTP_URL: 'smtp://mail.example.org:587',
  STRIPE_SECRET_KEY: 'sk_live_sample',
};

describe('deploymentProblems', () => {
  it('accepts a complete production configuration', () => {
    expect(deploymentProblems(production)).toEqual([]);
  });

  it('requires a real identity provider, a session secret, SITE_URL and a mail server in production', () => {
    const problems = deploymentProblems({
      ...production,
      OIDC_ISSUER: undefined,
      OIDC_CLIENT_ID: undefined,
      OIDC_CLIENT_SECRET: undefined,
      SESSION_SECRET: undefined,
      SITE_URL: undefined,
      SMTP_URL: undefined,
      STRIPE_SECRET_KEY: undefined,
    });
    expect(problems).toEqual([
      'OIDC_ISSUER is required when DEPLOYMENT_ENV=production',
      'OIDC_CLIENT_ID is required when DEPLOYMENT_ENV=production',
      'OIDC_CLIENT_SECRET is required when DEPLOYMENT_ENV=production',
      'SESSION_SECRET is required when DEPLOYMENT_ENV=production',
      'SITE_URL is required when DEPLOYMENT_ENV=production',
      'SMTP_URL is required when DEPLOYMENT_ENV=production',
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required when DEPLOYMENT_ENV=production (the demo payment provider refuses to start there)',
    ]);
  });

  it('lets a development deployment run on the embedded provider with nothing set', () => {
    expect(
      deploymentProblems({
        DEPLOYMENT_ENV: 'development',
        OIDC_ISSUER: undefined,
        OIDC_CLIENT_ID: undefined,
        OIDC_CLIENT_SECRET: undefined,
        SESSION_SECRET: undefined,
        SITE_URL: undefined,
      }),
    ).toEqual([]);
  });

  it('requires a client id with an issuer anywhere', () => {
    expect(
      deploymentProblems({
        ...production,
        DEPLOYMENT_ENV: 'development',
        OIDC_CLIENT_ID: undefined,
      }),
    ).toEqual(['OIDC_CLIENT_ID is required when OIDC_ISSUER is set']);
  });
});
