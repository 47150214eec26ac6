/**
 * `@openshiur/db`: the Drizzle schema, migrations (compiled in), connections (PGlite or
 * node-postgres) and the demo seed. Test helpers live in `@openshiur/db/testing`.
 */
export * from './schema';
export * as schema from './schema';
export {
  amudSides,
  contentStatuses,
  dedicationTypes,
  donationFrequencies,
  donationKinds,
  donationStatuses,
  paymentProviders,
  orderStatuses,
  platformNames,
  postTypes,
  type AmudSide,
  type DedicationType,
  type DemoCheckoutState,
  type DonationFrequency,
  type DonationKind,
  type DonationStatus,
  type PaymentProviderName,
  type SubscriptionState,
  type OrderStatus,
} from './schema/values';
export {
  createDatabase,
  IN_MEMORY,
  type Database,
  type DatabaseConnection,
  type DatabaseOptions,
  type QueryResultHKT,
  type Schema,
} from './client';
export { closeDatabase, getDatabase, type DatabaseConfig } from './singleton';
export { databaseAnswers } from './health';
export { migrate } from './migrate';
export { openPreparedDatabase, prepareDatabase, type PrepareOptions } from './setup';
export {
  buildDemoDataset,
  isDatabaseEmpty,
  SEED_REFERENCE_DATE,
  seedCounts,
  seedDemoContent,
  type DemoDataset,
  type SeedCounts,
  type SeedOptions,
  type SeedSize,
} from './seed';
export {
  claimJobs,
  completeJob,
  enqueueJob,
  ensureJob,
  failJob,
  pruneFinishedJobs,
  retryDelayMs,
  runDueJobs,
  type JobHandler,
  type JobRequest,
  type Queryable,
  type RunReport,
} from './jobs';
export {
  enqueueMail,
  MAIL_MAX_ATTEMPTS,
  markMailAttemptFailed,
  markMailSent,
  readMailMessage,
  SEND_MAIL_JOB,
  type MailRequest,
} from './mail';
export {
  countLiveSessions,
  endSession,
  endSessionsLike,
  endSessionsOfEmail,
  endSessionsOfUser,
  findLiveSession,
  SESSION_TOUCH_INTERVAL_MS,
  startSession,
  sweepEndedSessions,
  type NewSession,
  type SessionTimeouts,
} from './sessions';
