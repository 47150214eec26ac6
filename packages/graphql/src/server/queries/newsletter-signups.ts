import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { enqueueMail, schema, type Database, type NewsletterList, type NewsletterSignup, type Queryable } from '@openshiur/db';
import type { NewsletterPreferencesWrite, NewsletterSignupWrite } from '../args/newsletter-input';
import { ErrorCode, graphQLError } from '../errors';
import { activeNewsletterLists, checkListsExist, receivesList, unknownListIds } from './newsletter-lists';

const { newsletterSignups, newsletterLists } = schema;

/** The mail templates this module enqueues (the web app renders them by these names). */
export const NEWSLETTER_CONFIRM_MAIL = 'newsletter-confirm';
export const NEWSLETTER_WELCOME_MAIL = 'newsletter-welcome';

/** A sign-up as a signed link shows it: the active lists it receives, by name. */
export interface NewsletterSubscriptionModel {
  email: string;
  firstName: string | null;
  lists: NewsletterList[];
  confirmed: boolean;
  unsubscribedAt: Date | null;
}

export const invalidLink = () =>
  graphQLError(ErrorCode.BadUserInput, 'This link is not valid or has expired.', { reason: 'INVALID_LINK' });

async function lockSignup(tx: Queryable, id: number): Promise<NewsletterSignup> {
  const [row] = await tx.select().from(newsletterSignups).where(eq(newsletterSignups.id, id)).for('update');
  // A genuine token for a row that is gone (deleted by an admin, say) is as good as none.
  if (!row) throw invalidLink();
  return row;
}

async function modelOf(db: Queryable, row: NewsletterSignup): Promise<NewsletterSubscriptionModel> {
  const receiving = !row.unsubscribedAt && row.confirmedAt ? new Set(row.lists) : new Set<string>();
  return {
    email: row.email,
    firstName: row.firstName,
    lists: (await activeNewsletterLists(db)).filter((list) => receiving.has(list.id)),
    confirmed: row.confirmedAt !== null,
    unsubscribedAt: row.unsubscribedAt,
  };
}

export async function readSubscription(db: Database, id: number): Promise<NewsletterSubscriptionModel> {
  const [row] = await db.select().from(newsletterSignups).where(eq(newsletterSignups.id, id));
  // Preferences links are only made for confirmed addresses; anything else is not one of ours.
  if (!row || row.confirmedAt === null) throw invalidLink();
  return modelOf(db, row);
}

/**
 * Stores a sign-up request and its confirmation mail in one transaction: the choices wait in the
 * pending columns under a fresh nonce, and only the mailed link applies them, so a stranger typing
 * someone's address changes nothing and nothing is sent to an address that did not confirm. An
 * address already receiving newsletters gets a "confirm your changes" mail instead.
 */
export async function requestNewsletterSignup(db: Database, write: NewsletterSignupWrite): Promise<void> {
  checkListsExist(await unknownListIds(db, write.lists));
  const names = new Map((await activeNewsletterLists(db)).map((list) => [list.id, list.name]));
  await db.transaction(async (tx) => {
    // Two requests for a new address at once: one inserts, the other finds its row below.
    await tx.insert(newsletterSignups).values({ email: write.email }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(newsletterSignups)
      .where(eq(sql`lower(${newsletterSignups.email})`, write.email.toLowerCase()))
      .for('update');
    if (!row) throw new Error('The newsletter sign-up row was neither inserted nor found');
    const nonce = randomBytes(16).toString('base64url');
    const now = new Date();
    await tx
      .update(newsletterSignups)
      .set({ pendingLists: write.lists, pendingFirstName: write.firstName, confirmationNonce: nonce, confirmationSentAt: now, updatedAt: now })
      .where(eq(newsletterSignups.id, row.id));
    const receiving = row.confirmedAt !== null && row.unsubscribedAt === null && row.lists.length > 0;
    await enqueueMail(tx, {
      template: NEWSLETTER_CONFIRM_MAIL,
      to: write.email,
      stream: 'transactional',
      data: { signupId: row.id, nonce, lists: write.lists.map((id) => names.get(id) ?? id), changing: receiving },
    });
  });
}

export type ConfirmationStatus = 'CONFIRMED' | 'ALREADY_CONFIRMED';

/**
 * Applies the pending choices of the confirmation link carrying `nonce`, once: the nonce is cleared
 * with them, so the link followed again (or a mail scanner after the person) changes nothing. The
 * first confirmation also queues the welcome mail (once per address, by its dedupe key).
 */
export async function confirmNewsletterSignup(db: Database, id: number, nonce: string): Promise<{ status: ConfirmationStatus; subscription: NewsletterSubscriptionModel }> {
  return db.transaction(async (tx) => {
    const row = await lockSignup(tx, id);
    if (row.confirmationNonce !== nonce) {
      if (row.confirmedAt === null) {
        throw graphQLError(ErrorCode.BadUserInput, 'A newer confirmation mail replaced this one: use the link in the latest mail.', { reason: 'SUPERSEDED' });
      }
      return { status: 'ALREADY_CONFIRMED' as const, subscription: await modelOf(tx, row) };
    }
    const kept = row.unsubscribedAt === null ? row.lists : [];
    const lists = [...new Set([...kept, ...(row.pendingLists ?? [])])];
    const now = new Date();
    const [updated] = await tx
      .update(newsletterSignups)
      .set({
        lists,
        firstName: row.pendingFirstName ?? row.firstName,
        confirmedAt: now,
        unsubscribedAt: null,
        pendingLists: null,
        pendingFirstName: null,
        confirmationNonce: null,
        updatedAt: now,
      })
      .where(eq(newsletterSignups.id, id))
      .returning();
    const subscription = await modelOf(tx, updated!);
    await enqueueMail(tx, {
      template: NEWSLETTER_WELCOME_MAIL,
      to: row.email,
      stream: 'bulk',
      data: { signupId: id, lists: subscription.lists.map((list) => list.name) },
      dedupeKey: `${NEWSLETTER_WELCOME_MAIL}:${id}`,
    });
    return { status: 'CONFIRMED' as const, subscription };
  });
}

/**
 * The preferences form: the chosen active lists replace the active ones (memberships of archived
 * lists, which the form does not show, are kept); choosing none unsubscribes from everything.
 */
export async function updateNewsletterPreferences(db: Database, id: number, write: NewsletterPreferencesWrite): Promise<NewsletterSubscriptionModel> {
  checkListsExist(await unknownListIds(db, write.lists));
  return db.transaction(async (tx) => {
    const row = await lockSignup(tx, id);
    // Preferences links are only made for confirmed addresses; anything else is not one of ours.
    if (row.confirmedAt === null) throw invalidLink();
    const active = new Set((await activeNewsletterLists(tx)).map((list) => list.id));
    const lists = [...new Set([...row.lists.filter((list) => !active.has(list)), ...write.lists])];
    const now = new Date();
    const [updated] = await tx
      .update(newsletterSignups)
      .set({ lists: write.lists.length > 0 ? lists : [], firstName: write.firstName, unsubscribedAt: write.lists.length > 0 ? null : (row.unsubscribedAt ?? now), updatedAt: now })
      .where(eq(newsletterSignups.id, id))
      .returning();
    return modelOf(tx, updated!);
  });
}

/** Off one list, or off everything (`list` null); unsubscribing again changes nothing. */
export async function unsubscribeFromNewsletters(db: Database, id: number, list: string | null): Promise<NewsletterSubscriptionModel> {
  return db.transaction(async (tx) => {
    const row = await lockSignup(tx, id);
    const lists = list === null ? [] : row.lists.filter((candidate) => candidate !== list);
    const now = new Date();
    const [updated] = await tx
      .update(newsletterSignups)
      .set({ lists, unsubscribedAt: lists.length === 0 ? (row.unsubscribedAt ?? now) : row.unsubscribedAt, updatedAt: now })
      .where(eq(newsletterSignups.id, id))
      .returning();
    return modelOf(tx, updated!);
  });
}

export interface NewsletterMemberModel {
  email: string;
  firstName: string | null;
  confirmedAt: Date;
  lists: string[];
}

/** Confirmed members still receiving mail, of one list or of any, in the order they signed up. */
export async function newsletterMembers(db: Database, list: string | null): Promise<NewsletterMemberModel[]> {
  const rows = await db
    .select({ email: newsletterSignups.email, firstName: newsletterSignups.firstName, confirmedAt: newsletterSignups.confirmedAt, lists: newsletterSignups.lists })
    .from(newsletterSignups)
    .where(list === null ? sql`${newsletterSignups.confirmedAt} is not null and ${newsletterSignups.unsubscribedAt} is null and cardinality(${newsletterSignups.lists}) > 0` : receivesList(list))
    .orderBy(asc(newsletterSignups.confirmedAt), asc(newsletterSignups.id));
  return rows.map((row) => ({ ...row, confirmedAt: row.confirmedAt! }));
}

/** Whether a list exists at all (archived too): the export of an archived list still works. */
export async function newsletterListExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: newsletterLists.id }).from(newsletterLists).where(eq(newsletterLists.id, id));
  return row !== undefined;
}
