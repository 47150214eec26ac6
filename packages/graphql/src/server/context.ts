import type { Database, SessionTimeouts } from '@openshiur/db';
import { DEFAULT_ROLES_CLAIM, DEFAULT_SESSION_IDLE_SECONDS, DEFAULT_SESSION_MAX_SECONDS, rolesFromClaims, type AuthError, type LinkTokens, type Role, type VerifiedIdentity } from '@openshiur/auth';
import { createBuiltInSearch, type SearchEngine } from '@openshiur/search';
import type { DedicationCalendar } from './dedication-calendar';
import { createLoaders, type Loaders } from './loaders';
import { createViewer, type Viewer } from './viewer';
import type { PaymentsService } from './payments/service';
import { rolesOfIdentity } from './queries/role-grants';

/** What every resolver receives. Built once per request. */
export interface GraphQLContext {
  db: Database;
  /** The verified identity from the Bearer token or the session cookie, if any. */
  viewer: VerifiedIdentity | null;
  /** Set when a token was sent but could not be verified: `me` reports it instead of answering null. */
  authError: AuthError | null;
  /**
   * The viewer's editorial roles: the token's roles claim and the grants an admin made to their
   * verified e-mail address; empty for readers and anonymous requests. Looked up once, when asked.
   */
  roles(): Promise<readonly Role[]>;
  /** The viewer's user record and subscriptions, loaded once per request when needed. */
  currentUser: Viewer;
  loaders: Loaders;
  /** Answers searches: the built-in engine over `db` unless the site configured another. */
  search: SearchEngine;
  /**
   * Told after an editor's mutation has written content: the site expires the pages showing it and
   * brings the search index up to date. A failure there is reported, never undoes the write.
   */
  contentChanged: (changes: ContentChange[]) => Promise<void>;
  /** Where the site takes media uploads; null where it takes none (tests, tools without the site). */
  mediaUploadEndpoint: MediaUploadEndpointModel | null;
  /**
   * Checks the signed links the site's mails carry (confirm a sign-up, preferences, unsubscribe);
   * null where there is no site to make them (tools), where such mutations answer an error.
   */
  linkTokens: LinkTokens | null;
  /** Told after a mutation queued mail, so the site sends it now rather than at the job runner's next tick. */
  mailQueued: () => void;
  /** The payment provider and the donation settings; null where there is no site (tools), where donations answer an error. */
  payments: PaymentsService | null;
  /** The Hebrew calendar of the dedications (the site's, on @hebcal/core); null where there is none. */
  dedicationCalendar: DedicationCalendar | null;
  /** Where the contact form's messages are mailed (ORGANISATION_CONTACT_EMAIL); null where there is no site (tools), where the form answers an error. */
  contactInbox: string | null;
  /** How long sign-in sessions live (the site's SESSION_IDLE_DAYS and SESSION_MAX_DAYS): which ones count as live. */
  sessionTimeouts: SessionTimeouts;
}

/** One written record, in the words of the site's content-change reports (POST /api/revalidate). */
export interface ContentChange {
  type: 'post' | 'series' | 'author' | 'tag' | 'page' | 'event' | 'blog' | 'dedication' | 'stream';
  id: string;
  change: 'created' | 'updated' | 'published' | 'unpublished' | 'deleted';
}

/** Where the site takes media uploads (see `MediaUploadEndpoint` in the schema). */
export interface MediaUploadEndpointModel {
  protocol: 'TUS' | 'S3';
  url: string;
  chunkBytes: number;
  maxAudioBytes: number;
  maxVideoBytes: number;
  maxDocumentBytes: number;
  fileAddressPattern: string;
}

export function createContext(input: {
  db: Database;
  viewer: VerifiedIdentity | null;
  authError?: AuthError | null;
  search?: SearchEngine;
  /** The claim the identity provider lists roles in (OIDC_ROLES_CLAIM). */
  rolesClaim?: string;
  /** See GraphQLContext.contentChanged; without it (tests, tools), nothing else is told. */
  contentChanged?: (changes: ContentChange[]) => Promise<void>;
  /** See GraphQLContext.mediaUploadEndpoint. */
  mediaUploadEndpoint?: MediaUploadEndpointModel | null;
  /** See GraphQLContext.linkTokens. */
  linkTokens?: LinkTokens | null;
  /** See GraphQLContext.mailQueued; without it the job runner sends the mail at its next tick. */
  mailQueued?: () => void;
  /** See GraphQLContext.payments. */
  payments?: PaymentsService | null;
  /** See GraphQLContext.dedicationCalendar. */
  dedicationCalendar?: DedicationCalendar | null;
  /** See GraphQLContext.contactInbox. */
  contactInbox?: string | null;
  /** See GraphQLContext.sessionTimeouts; default 14 days idle, 30 in all. */
  sessionTimeouts?: SessionTimeouts;
}): GraphQLContext {
  const authError = input.authError ?? null;
  let roles: Promise<readonly Role[]> | undefined;
  const viewer = input.viewer;
  return {
    db: input.db,
    viewer: input.viewer,
    authError,
    roles: () =>
      (roles ??= viewer
        ? rolesOfIdentity(input.db, viewer, rolesFromClaims(viewer.claims, input.rolesClaim ?? DEFAULT_ROLES_CLAIM))
        : Promise.resolve([])),
    currentUser: createViewer(input.db, input.viewer, authError),
    loaders: createLoaders(input.db),
    search: input.search ?? createBuiltInSearch(input.db),
    contentChanged: input.contentChanged ?? (async () => undefined),
    mediaUploadEndpoint: input.mediaUploadEndpoint ?? null,
    linkTokens: input.linkTokens ?? null,
    mailQueued: input.mailQueued ?? (() => undefined),
    payments: input.payments ?? null,
    dedicationCalendar: input.dedicationCalendar ?? null,
    contactInbox: input.contactInbox ?? null,
    sessionTimeouts: input.sessionTimeouts ?? { idleSeconds: DEFAULT_SESSION_IDLE_SECONDS, maxSeconds: DEFAULT_SESSION_MAX_SECONDS },
  };
}
