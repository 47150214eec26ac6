import 'server-only';
import { z } from 'zod';
import { algoliaConfigFromEnv } from '@openshiur/search';

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

const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** PostgreSQL connection string; unset = embedded PGlite under PGLITE_DIR. */
  DATABASE_URL: optionalUrl,
  PGLITE_DIR: z.string().min(1).default('.data/pglite'),
  SEED_SIZE: z.enum(['small', 'large']).default('small'),
  /** The site's name, shown in titles and on the error page. */
  SITE_NAME: z.string().min(1).default('OpenShiur'),
  /** The fixed string identifying this web site in `me(input: { services })`. */
  SITE_SERVICE_ID: z.string().min(1).max(64).default('openshiur-web'),
  SITE_HOLIDAYS_URL: z.url().default('https://holidays.openshiur.example/'),
  SITE_SHABBOS_URL: z.url().default('https://shabbos.openshiur.example/'),
  /** OpenID Connect provider; unset = no external provider (tokens are not accepted). */
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_AUDIENCE: z.string().optional(),
  SENTRY_DSN: optionalUrl,
  /**
   * Addresses of the sister learning sites (spec §2.6), `{id}` standing for the platform id from
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
   * Hosted image service (Cloudinary-style: `{base}/image/upload/…` and `{base}/image/fetch/…`);
   * unset = Next's image optimizer, with public ids served from public/images/.
   */
  IMAGE_SERVICE_URL: optionalUrl,
  // ALGOLIA_*: read and checked by @openshiur/search's algoliaConfigFromEnv (below).
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

function loadServerEnv(): ServerEnv {
  const parsed = serverEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    // Fail loudly at start-up with every problem listed, rather than at the first request.
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  if (parsed.data.OIDC_ISSUER && !parsed.data.OIDC_CLIENT_ID) {
    throw new Error('Invalid environment: OIDC_CLIENT_ID is required when OIDC_ISSUER is set');
  }
  return parsed.data;
}

export const env = loadServerEnv();

/**
 * Algolia, when ALGOLIA_APP_ID is set (with both keys; index names optional); undefined selects the
 * built-in search engine. A half-configured Algolia stops the start with every problem listed.
 */
export const algoliaConfig = algoliaConfigFromEnv(process.env);

/** True while `next build` runs: nothing may touch the database then (builds run where none exists). */
export const isBuildPhase = process.env.NEXT_PHASE === 'phase-production-build';
