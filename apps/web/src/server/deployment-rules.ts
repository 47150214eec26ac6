/** The settings the deployment rules look at (a part of the validated server environment). */
export interface DeploymentSettings {
  DEPLOYMENT_ENV: 'development' | 'production';
  OIDC_ISSUER?: string | undefined;
  OIDC_CLIENT_ID?: string | undefined;
  OIDC_CLIENT_SECRET?: string | undefined;
  SESSION_SECRET?: string | undefined;
  SITE_URL?: string | undefined;
  SMTP_URL?: string | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
}

/** Rules between variables, checked after each one is valid on its own. */
export function deploymentProblems(
  values: DeploymentSettings,
): string[] {
  const problems: string[] = [];
  if (values.OIDC_ISSUER && !values.OIDC_CLIENT_ID)
    problems.push('OIDC_CLIENT_ID is required when OIDC_ISSUER is set');
  if (values.DEPLOYMENT_ENV === 'production') {
    // A production site must never fall back to the embedded demo provider or generated secrets,
    // nor to the mail folder (its mail would reach no one).
    for (const name of [
      'OIDC_ISSUER',
      'OIDC_CLIENT_ID',
      'OIDC_CLIENT_SECRET',
      'SESSION_SECRET',
      'SITE_URL',
      'SMTP_URL',
    ] as const) {
      if (!values[name]) problems.push(`${name} is required when DEPLOYMENT_ENV=production`);
    }
    // The demo payment provider takes no money: a real site must not thank donors for nothing.
    if (!values.STRIPE_SECRET_KEY)
      problems.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required when DEPLOYMENT_ENV=production (the demo payment provider refuses to start there)');
  }
  return problems;
}
