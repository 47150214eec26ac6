import 'server-only';
import { z } from 'zod';
import { algoliaConfigFromEnv } from '@openshiur/search';
import { DEFAULT_ROLES_CLAIM, MIN_SESSION_SECRET_LENGTH } from '@openshiur/auth';
import { deploymentProblems } from '@/server/deployment-rules';
import { DEFAULT_SOCIAL_LINKS, socialLinksSetting } from '@/server/social-links';
import { parseAdSlotIds } from '@/features/ads/ad-slots';

/**
 * The one place the server reads its environment. Every outside service is optional: an unset
 * variable selects the working default described in the README.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

/** A whole number of megabytes (the cache budgets), or unset. */
const wholeMegabytes = z
  .string()
  .trim()
  .regex(/^\d*$/, 'must be a whole number of megabytes')
  .transform((value) => (value ? Number(value) : undefined))
  .pipe(z.number().max(65_536).optional())
  .optional();

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** `true`/`1`/`yes` and `false`/`0`/`no`/empty; anything else is a mistake worth reporting. */
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', '1', 'yes', 'false', '0', 'no', '']))
  .transform((value) => ['true', '1', 'yes'].includes(value))
  .default(false);

/** A size in whole megabytes, at least 1. */
const megabytes = (fallback: number) => z.coerce.number().int().min(1).max(1_048_576).default(fallback);

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * What this deployment is. Not NODE_ENV: the demo and the browser tests run the production server
   * (NODE_ENV=production) on a fresh machine with the embedded identity provider. `production`
   * requires a real identity provider, a session secret and SITE_URL, and forbids the embedded one.
   */
  DEPLOYMENT_ENV: z.enum(['development', 'production']).default('development'),
  /** The site's public origin (`https://www.example.org`): sign-in's redirect URI is built on it. */
  SITE_URL: optionalUrl,
  /** PostgreSQL connection string; unset = embedded PGlite under PGLITE_DIR. */
  DATABASE_URL: optionalUrl,
  /**
   * With DATABASE_URL: the longest one query may take, in ms (0 = no limit). Past it the request
   * fails with the error page instead of waiting on a slow or unreachable database.
   */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  PGLITE_DIR: z.string().min(1).default('.data/pglite'),
  /**
   * Redis (`redis://` or `rediss://`) shared by every instance: Next's page cache, the `'use cache'`
   * data and cache-tag expiry (cache-handlers/). Unset = each process caches in its own memory.
   * Read by the cache handlers themselves, which Next loads outside the bundles; checked here.
   */
  REDIS_URL: optionalUrl.refine((url) => !url || /^rediss?:$/.test(new URL(url).protocol), {
    message: 'must be a redis:// or rediss:// URL',
  }),
  /** Start of every Redis key the site writes, so that several sites can share one Redis. */
  REDIS_KEY_PREFIX: optionalText.pipe(z.string().regex(/^[\w.-]{1,64}$/, 'letters, digits, _ . - (at most 64)').optional()),
  /**
   * Memory budget of each in-process cache (pages; `'use cache'` data), in megabytes; applied by
   * next.config.ts when the server starts. 0 turns in-process caching off.
   */
  CACHE_MAX_MEMORY_MB: wholeMegabytes,
  /**
   * Memory budget of the response cache in front of Next (whole anonymous pages as sent), in
   * megabytes; read by server.mjs (serve/server-options.mjs) at start. 0 turns it off.
   */
  RESPONSE_CACHE_MAX_MB: wholeMegabytes,
  SEED_SIZE: z.enum(['small', 'large']).default('small'),
  /** The site's name, shown in titles and on the error page. */
  SITE_NAME: z.string().min(1).default('OpenShiur'),
  /** The fixed string identifying this web site in `me(input: { services })`. */
  SITE_SERVICE_ID: z.string().min(1).max(64).default('openshiur-web'),
  /**
   * The organisation's time zone (IANA name): "today" for the daily-learning schedules, the Hebrew
   * date and the parsha is the date there, and it turns over at midnight there.
   */
  SITE_TIMEZONE: z
    .string()
    .trim()
    .default('America/New_York')
    .refine((zone) => isTimeZone(zone), { message: 'must be an IANA time zone such as America/New_York' }),
  /** Where the site is, for the Hebrew calendar's diaspora or Israel schedule (parsha, holidays). */
  SITE_IN_ISRAEL: flag,
  /** The menu's Holidays and Shabbos entries: another site's pages when set; unset = the site's own /holidays and /shabbos. */
  SITE_HOLIDAYS_URL: optionalUrl,
  SITE_SHABBOS_URL: optionalUrl,
  /** OpenID Connect provider; unset = the embedded demo provider (never in production). */
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalText,
  /** The client secret (client_secret_basic); unset = a public client relying on PKCE alone. */
  OIDC_CLIENT_SECRET: optionalText,
  /** Expected `aud` of Bearer tokens from API clients; defaults to the client id. */
  OIDC_AUDIENCE: optionalText,
  /** Only when the provider's discovery document lacks `jwks_uri` and keys are not at the product's calls to outside services's path. */
  OIDC_JWKS_URI: optionalUrl,
  OIDC_SCOPES: z.string().trim().min(1).default('openid email profile'),
  /**
   * The ID token claim that lists editorial roles (`editor`, `admin`): a dotted path reaches a nested
   * one (Keycloak's `realm_access.roles`); a namespaced name is read as it is (Auth0).
   */
  OIDC_ROLES_CLAIM: z.string().trim().min(1).max(200).default(DEFAULT_ROLES_CLAIM),
  /** Encrypts the short-lived sign-in cookie. Unset outside production: generated under AUTH_DATA_DIR. */
  /**
   * Shared secret of POST /api/revalidate, which the content system calls after it writes (cache
   * invalidation and search indexing). Unset = the endpoint is off. At least 32 characters.
   */
  REVALIDATE_SECRET: optionalText.pipe(z.string().min(32).optional()),
  /**
   * How often this server runs due jobs (publishing Scheduled posts, …), in seconds; 0 = never (for
   * instances that only serve pages while others, or an outside scheduler, run the jobs).
   */
  JOB_RUNNER_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3_600).default(15),
  /** Lets an outside scheduler call POST /api/jobs/run (Bearer). Unset = only the server itself. At least 32 characters. */
  JOBS_SECRET: optionalText.pipe(z.string().min(32).optional()),
  SESSION_SECRET: optionalText.pipe(z.string().min(MIN_SESSION_SECRET_LENGTH).optional()),
  /** Where the embedded provider keeps keys and accounts, and generated secrets are kept. */
  AUTH_DATA_DIR: z.string().min(1).default('.data/auth'),
  /** Where the embedded demo provider listens (its issuer): an origin with a port. */
  EMBEDDED_OIDC_ISSUER: z.url({ protocol: /^http$/ }).default('http://127.0.0.1:3010'),
  /** Sign-in requests (/login, its callback, the embedded provider's forms) per client address and minute. */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  /** A sign-in session unused this many days has ended (server-side; sign in again). */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  /** No sign-in session lives longer than this many days, however much it is used. */
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * How long the server reuses a dropdown answer for the same text (/api/search/suggest), in
   * seconds; 0 = every key asks the search engine. Browsers and CDNs may keep them 60 s anyway.
   */
  SEARCH_SUGGEST_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
  /**
   * Behind a reverse proxy that appends the client address to x-forwarded-for (and sets
   * x-forwarded-host/-proto): trust them. Unset, server.mjs replaces what a client sends.
   */
  TRUST_PROXY: flag,
  /** Chat/support widget script; started with the signed-in user's id, name and e-mail. Unset = off. */
  CHAT_WIDGET_SCRIPT_URL: optionalUrl,
  CHAT_WIDGET_APP_ID: z.string().trim().max(200).optional(),
  SENTRY_DSN: optionalUrl,
  /**
   * Addresses of the sister learning sites (the product's footers), `{id}` standing for the platform id from
   * reference-data (daf, torah, parsha, women, mishna, halacha).
   */
  SISTER_SITE_URL_TEMPLATE: z
    .string()
    .default('https://{id}.openshiur.example/')
    .refine((value) => z.url().safeParse(value.replaceAll('{id}', 'x')).success, 'must be a URL, with {id} for the platform id'),
  /**
   * Analytics and advertising scripts: loaded in the browser only after the visitor consents to
   * that category in the cookie drawer. Unset = none (nothing is loaded, nothing to consent to).
   */
  ANALYTICS_SCRIPT_URL: optionalUrl,
  /** Sent as the script's `data-domain` (Plausible-style analytics); optional. */
  ANALYTICS_SITE_ID: z.string().trim().max(200).optional(),
  ADS_SCRIPT_URL: optionalUrl,
  /**
   * Google Publisher Tag ad units of the site's slots (`post=/1234/site/post, series=…`; the slots are
   * in features/ads/ad-slots.ts). A slot with a unit, and ADS_SCRIPT_URL set, is filled by the ad
   * service; every other slot shows the organisation's house ads from the studio.
   */
  ADS_SLOT_IDS: z
    .string()
    .default('')
    .transform((value, context) => {
      try {
        return parseAdSlotIds(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /**
   * Hosted image service (Cloudinary-style: `{base}/image/upload/…` and `{base}/image/fetch/…`);
   * unset = Next's image optimizer, with public ids served from public/images/.
   */
  IMAGE_SERVICE_URL: optionalUrl,
  /**
   * Uploaded media files (the studio's audio, video and PDFs), relative to apps/web, when no S3
   * bucket is configured. Files in progress live there too, beside a small `.json` of their state.
   */
  MEDIA_DIR: z.string().trim().min(1).default('.data/media'),
  /** The largest upload of each kind, in megabytes (a two-hour video at a good bitrate is ~2 GB). */
  MEDIA_MAX_AUDIO_MB: megabytes(500),
  MEDIA_MAX_VIDEO_MB: megabytes(4096),
  MEDIA_MAX_DOCUMENT_MB: megabytes(50),
  /**
   * Size of each piece the browser sends (a resumed upload starts again at the piece it was in).
   * S3 needs parts of at least 5 MB, so with S3 the browser never sends less than that.
   */
  MEDIA_UPLOAD_CHUNK_MB: z.coerce.number().int().min(1).max(512).default(8),
  /**
   * S3-compatible storage (AWS, Cloudflare R2, MinIO, …): set S3_BUCKET to store uploads there; the
   * browser then sends them straight to the bucket with presigned addresses. Unset = MEDIA_DIR.
   */
  S3_BUCKET: optionalText,
  /** The service's address for providers other than AWS (`https://{account}.r2.cloudflarestorage.com`). */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Unset = the AWS SDK's own credential chain (instance role, AWS_* variables, …). */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Addresses as `{endpoint}/{bucket}/{key}` (MinIO and most non-AWS services) instead of `{bucket}.{host}`. */
  S3_FORCE_PATH_STYLE: flag,
  /**
   * Where visitors fetch the bucket's files (a CDN or the bucket's public address): files are then
   * sent there by a permanent redirect. Unset = a presigned address, valid for an hour, per request.
   */
  S3_PUBLIC_URL: optionalUrl,
  /**
   * Outgoing mail server (`smtp://user:pass@host:587`, `smtps://…:465`). Unset = every message is
   * written as an `.eml` file into MAIL_DIR instead, readable at /dev/mail outside production.
   */
  SMTP_URL: optionalUrl.refine((url) => !url || /^smtps?:$/.test(new URL(url).protocol), {
    message: 'must be an smtp:// or smtps:// address',
  }),
  MAIL_DIR: z.string().trim().min(1).default('.data/mail'),
  /** The From of every mail: `"Name" <address>` or an address. Unset = the site's name at no-reply@ its host. */
  MAIL_FROM: optionalText,
  /** The organisation's postal address, in the footer of every mail (bulk mail must carry one). */
  ORGANISATION_ADDRESS: z.string().trim().min(1).max(300).default('1 Sample Street, Example City (sample address)'),
  /** Where the contact form of /connect mails its messages (Reply-To the sender). */
  ORGANISATION_CONTACT_EMAIL: z.string().trim().pipe(z.email()).default('contact@openshiur.example'),
  /**
   * The organisation's pages elsewhere, shown on /connect: `Label=https://…` entries separated by
   * commas (a label holds no `=` or comma). Empty = none.
   */
  ORGANISATION_SOCIAL_LINKS: socialLinksSetting.prefault(DEFAULT_SOCIAL_LINKS),
  /** Rate limit of the public forms that send mail (newsletter and event sign-ups, the contact form): per client address and hour. */
  MAIL_FORM_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  /** The organisation's name and tax id on donation receipts. */
  ORGANISATION_LEGAL_NAME: z.string().trim().min(1).max(200).default('Sample Torah Learning Fund, Inc. (sample name)'),
  ORGANISATION_TAX_ID: z.string().trim().min(1).max(100).default('00-0000000 (sample tax id)'),
  /** Stripe: both or neither. Unset = the demo payment provider (refused in production). */
  STRIPE_SECRET_KEY: optionalText.refine((key) => !key || /^(sk|rk)_(test|live)_\S+$/.test(key), {
    message: 'must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_…)',
  }),
  STRIPE_WEBHOOK_SECRET: optionalText.refine((secret) => !secret || /^whsec_\S+$/.test(secret), {
    message: 'must be the webhook endpoint\'s signing secret (whsec_…)',
  }),
  /** The one currency donations are taken in (ISO 4217), and the smallest and largest gift in it. */
  DONATION_CURRENCY: z
    .string()
    .trim()
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code like USD'))
    .default('USD'),
  DONATION_MIN: z.coerce.number().positive().max(1_000_000).default(1),
  DONATION_MAX: z.coerce.number().positive().max(1_000_000).default(25_000),
  // ALGOLIA_*: read and checked by @openshiur/search's algoliaConfigFromEnv (below).
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** Half an S3 configuration is a mistake worth reporting at start-up, not at the first upload. */
function storageProblems(value: ServerEnv): string[] {
  const problems: string[] = [];
  if (Boolean(value.S3_ACCESS_KEY_ID) !== Boolean(value.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  if (!value.S3_BUCKET && (value.S3_ENDPOINT || value.S3_PUBLIC_URL || value.S3_ACCESS_KEY_ID)) {
    problems.push('S3_* settings need S3_BUCKET');
  }
  if (Boolean(value.STRIPE_SECRET_KEY) !== Boolean(value.STRIPE_WEBHOOK_SECRET)) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together');
  }
  if (value.DONATION_MIN > value.DONATION_MAX) problems.push('DONATION_MIN must not be above DONATION_MAX');
  return problems;
}

function loadServerEnv(): ServerEnv {
  const parsed = serverEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    // Fail loudly at start-up with every problem listed, rather than at the first request.
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  // Checked when the server starts, not while `next build` runs: build machines need no secrets.
  const problems = [
    ...storageProblems(parsed.data),
    ...(process.env.NEXT_PHASE === 'phase-production-build' ? [] : deploymentProblems(parsed.data)),
  ];
  if (problems.length) throw new Error(`Invalid environment:\n${problems.map((problem) => `✖ ${problem}`).join('\n')}`);
  return parsed.data;
}

export const env = loadServerEnv();

/**
 * Algolia, when ALGOLIA_APP_ID is set (with both keys; index names optional); undefined selects the
 * built-in search engine. A half-configured Algolia stops the start with every problem listed.
 */
export const algoliaConfig = algoliaConfigFromEnv(process.env);
/** True for a production deployment (DEPLOYMENT_ENV), whatever NODE_ENV says. */
export const isProductionDeployment = env.DEPLOYMENT_ENV === 'production';

/** True while `next build` runs: nothing may touch the database then (builds run where none exists). */
/**
 * The site's public origin for canonical, Open Graph and structured-data addresses: SITE_URL, or on
 * a machine without it (production requires it) the address the quick start serves on. Cached pages
 * cannot take it from a request, and a build cannot know the port a later `next start` will use.
 */
export const siteOrigin = env.SITE_URL ?? 'http://localhost:3000';

export const isBuildPhase = process.env.NEXT_PHASE === 'phase-production-build';
