/**
 * The embedded provider's own pages: plain, server-rendered, accessible HTML with no script (except
 * the optional auto-submit of the sign-out confirmation). Every dynamic value goes through escapeHtml.
 */
import type { DemoAccount } from './accounts';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
  *,*::before,*::after{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f4f1ea}
  main{max-width:420px;margin:48px auto;padding:24px;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
  h1{font-size:1.5rem;margin:0 0 8px}
  p{margin:8px 0}
  label{display:block;font-weight:600;margin:16px 0 4px}
  input{width:100%;padding:10px;font:inherit;border:1px solid #6e7781;border-radius:4px}
  input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #0969da;outline-offset:2px}
  input[aria-invalid=true]{border-color:#b3261e}
  .field-error{color:#b3261e;font-size:.875rem;margin:4px 0 0}
  .alert{color:#b3261e;border:1px solid #b3261e;border-radius:4px;padding:8px 12px;margin:16px 0}
  button{margin-top:20px;width:100%;padding:12px;font:inherit;font-weight:600;color:#fff;background:#7a4a1e;border:0;border-radius:4px;cursor:pointer}
  a{color:#0b5cad}
  .demo{margin-top:24px;padding:12px;background:#f6f8fa;border-radius:4px;font-size:.9rem}
  .demo ul{margin:4px 0;padding-left:20px}
  code{font-family:ui-monospace,monospace}
  footer{margin-top:24px;font-size:.875rem}
`;

export function page({
  title,
  body,
  siteName,
}: {
  title: string;
  body: string;
  siteName: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(siteName)} demo sign-in</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function fieldError(id: string, message: string | undefined): string {
  return message ? `<p class="field-error" id="${id}-error">${escapeHtml(message)}</p>` : '';
}

function input(options: {
  id: string;
  label: string;
  type: string;
  autocomplete: string;
  value?: string;
  error?: string;
  required?: boolean;
  extra?: string;
}): string {
  const { id, label, type, autocomplete, value, error, required = true, extra = '' } = options;
  const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const valueAttribute =
    value !== undefined && type !== 'password' ? ` value="${escapeHtml(value)}"` : '';
  return `<label for="${id}">${escapeHtml(label)}</label>
<input id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}"${valueAttribute}${required ? ' required' : ''}${described}${extra}>
${fieldError(id, error)}`;
}

export interface LoginPageInput {
  uid: string;
  siteName: string;
  email?: string;
  error?: string;
  demoAccounts: readonly DemoAccount[];
}

export function loginPage({ uid, siteName, email, error, demoAccounts }: LoginPageInput): string {
  const base = `/interaction/${encodeURIComponent(uid)}`;
  const demo = demoAccounts
    .map(
      (account) =>
        `<li><code>${escapeHtml(account.email)}</code> / <code>${escapeHtml(account.password)}</code></li>`,
    )
    .join('');
  return page({
    siteName,
    title: 'Sign in',
    body: `<h1>Sign in to ${escapeHtml(siteName)}</h1>
<p>This is the demo sign-in that runs with the site when no identity provider is configured.</p>
${error ? `<div class="alert" role="alert">${escapeHtml(error)}</div>` : ''}
<form method="post" action="${base}/login" novalidate>
${input({ id: 'email', label: 'E-mail address', type: 'email', autocomplete: 'username', value: email, extra: error ? '' : ' autofocus' })}
${input({ id: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' })}
<button type="submit">Sign in</button>
</form>
<p>No account yet? <a href="${base}/signup">Create an account</a></p>
<section class="demo" aria-labelledby="demo-heading">
<h2 id="demo-heading" style="font-size:1rem;margin:0">Demo accounts</h2>
<ul>${demo}</ul>
</section>
<footer><a href="${base}/abort">Cancel and go back</a></footer>`,
  });
}

export interface SignUpValues {
  email?: string;
  givenName?: string;
  familyName?: string;
}

export interface SignUpPageInput {
  uid: string;
  siteName: string;
  values?: SignUpValues;
  errors?: Partial<Record<'email' | 'givenName' | 'familyName' | 'password', string>>;
  message?: string;
}

export function signUpPage({
  uid,
  siteName,
  values = {},
  errors = {},
  message,
}: SignUpPageInput): string {
  const base = `/interaction/${encodeURIComponent(uid)}`;
  return page({
    siteName,
    title: 'Create an account',
    body: `<h1>Create an account</h1>
<p>Accounts of the demo sign-in are kept on this machine only.</p>
${message ? `<div class="alert" role="alert">${escapeHtml(message)}</div>` : ''}
<form method="post" action="${base}/signup" novalidate>
${input({ id: 'givenName', label: 'First name', type: 'text', autocomplete: 'given-name', value: values.givenName, error: errors.givenName })}
${input({ id: 'familyName', label: 'Last name', type: 'text', autocomplete: 'family-name', value: values.familyName, error: errors.familyName })}
${input({ id: 'email', label: 'E-mail address', type: 'email', autocomplete: 'email', value: values.email, error: errors.email })}
${input({ id: 'password', label: 'Password (at least 8 characters)', type: 'password', autocomplete: 'new-password', error: errors.password })}
<button type="submit">Create account and sign in</button>
</form>
<p>Already have an account? <a href="${base}">Sign in</a></p>`,
  });
}

export function messagePage({
  siteName,
  title,
  message,
  link,
}: {
  siteName: string;
  title: string;
  message: string;
  link?: { href: string; text: string };
}): string {
  return page({
    siteName,
    title,
    body: `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}`,
  });
}

/**
 * RP-initiated logout asks for a confirmation (a POST carrying the provider's anti-forgery value).
 * The site already asked by its "Sign out" link, so the form submits itself; without scripts the
 * visitor presses the button.
 */
export function logoutPage({
  siteName,
  form,
  nonce,
}: {
  siteName: string;
  form: string;
  nonce: string;
}): string {
  const confirmed = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"></form>',
  );
  return page({
    siteName,
    title: 'Signing out',
    body: `<h1>Signing out…</h1>
${confirmed}
<button type="submit" form="op.logoutForm">Finish signing out</button>
<script nonce="${nonce}">document.getElementById('op.logoutForm').submit()</script>`,
  });
}
