import 'server-only';

/**
 * `@openshiur/graphql/server`: the executable schema, the per-request context and the yoga
 * endpoint factory. Server code only (it reads the database and verifies tokens): `server-only`
 * makes a bundle that pulls it into browser code fail to build.
 */
export { createGraphQLServer, queryLimits, type GraphQLServerOptions } from './http/yoga';
export { readBoundedBody } from './http/request-guards';
export { LIMITED_MUTATIONS, type AllowanceDecision, type MutationBudget, type TakeAllowance } from './http/mutation-limits';
export { executableSchema } from './schema';
export { createContext, type GraphQLContext, type MediaUploadEndpointModel } from './context';
export { databaseSessions, identifyRequest, type IdentifyOptions, type RequestIdentity, type SessionLookup } from './http/identify';
export { ErrorCode } from './errors';
export { upsertUserFromIdentity, userForIdentity } from './queries/users';
export { followAfterSignIn, type FollowTarget } from './queries/follow';
export { publishScheduledPost } from './queries/publishing';
export { rolesOfIdentity } from './queries/role-grants';
export { recordAudit, type AuditRecord } from './queries/audit';
export { PUBLISH_POST_JOB } from './queries/post-events';
export { alertFollowersOfPublishedPosts, POST_EVENTS_JOB, SUBSCRIBER_ALERT_MAIL } from './alerts/post-published-alerts';
export { ALERT_DIGEST_JOB, DIGEST_MAX_POSTS, queueAlertDigests, SUBSCRIBER_DIGEST_MAIL, type DigestEntry } from './alerts/alert-digests';
export {
  ALERTS_UNSUBSCRIBE_PURPOSE,
  namesOfUnfollowTargets,
  readUnfollowTargets,
  unfollowTargets,
  writeUnfollowTargets,
  type UnfollowTargets,
} from './alerts/unfollow-targets';
export { CSRF_HEADER } from '../csrf-header';
export { EVENT_SIGNUP_MAILS, type EventSignupMailData } from './queries/event-signup-mail';
export { EVENT_SIGNUP_CANCEL_PURPOSE } from './resolvers/event-signups';
export {
  WebhookSignatureError,
  type Checkout,
  type CheckoutLineItem,
  type CheckoutPurpose,
  type CheckoutRequest,
  type CheckoutState,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentRefundedEvent,
} from './payments/provider';
export { createDemoPaymentProvider, DEMO_SIGNATURE_HEADER, type DemoPaymentProvider, type SignedWebhook } from './payments/demo-provider';
export { createStripePaymentProvider, type StripeProviderOptions } from './payments/stripe-provider';
export type { PaymentsService } from './payments/service';
export {
  applyPaymentEvent,
  DONATION_MAILS,
  DONATION_MONTHLY_CANCEL_PURPOSE,
  handlePaymentWebhook,
  reconcilePendingDonations,
  reconcilePendingOrders,
  startDonationCheckout,
  type DonationHooks,
  type DonationReceiptMailData,
  type DonationRefundMailData,
  type DonationWrite,
  type MonthlyCancelledMailData,
  type ReconcileOptions,
  type ReconcileReport,
  type WebhookResult,
} from './payments/donations';
export {
  addressOf,
  MAX_ORDER_QUANTITY,
  ORDER_MAILS,
  type OrderMailData,
  type OrderRefundMailData,
  type ShippingAddress,
} from './payments/orders';
export { amountToCents, formatCents, MAX_DONATION_MESSAGE, type DonationLimits } from './args/donation-input';
export type { DedicationCalendar, HebrewDay } from './dedication-calendar';
export { parseDedicationInput } from './args/dedication-input';
export {
  activateDedicationsForDonation,
  cancelDedicationsForDonation,
  activeYearlyDedications,
  createPendingDedication,
  DEDICATION_CONFIRMED_MAIL,
  dedicationMailData,
  passingOf,
  readDedication,
  type DedicationMailData,
  type DedicationRow,
  type DedicationWrite,
} from './queries/dedications';
