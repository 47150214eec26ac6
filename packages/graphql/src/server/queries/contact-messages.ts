import { desc } from 'drizzle-orm';
import { enqueueMail, schema, type ContactMessage, type Database, type Queryable } from '@openshiur/db';
import type { ContactMessageWrite } from '../args/contact-input';
import { STUDIO_PAGE_SIZE } from './studio-posts';
import { countOf, pageOffset, studioList, type StudioList } from './studio-records';

const { contactMessages } = schema;

/** The mail templates this module enqueues (the web app renders them by these names). */
export const CONTACT_MESSAGE_MAIL = 'contact-message';
export const CONTACT_COPY_MAIL = 'contact-copy';

/**
 * Stores a contact message and queues its two mails in one transaction: the organisation's (with
 * Reply-To the sender) and the sender's copy. Either all three are stored or none is.
 */
export async function storeContactMessage(db: Database, write: ContactMessageWrite, organisationInbox: string): Promise<ContactMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values(write).returning();
    if (!row) throw new Error('The contact message was not stored');
    const data = { messageId: row.id, name: row.name, email: row.email, subject: row.subject, message: row.message };
    await enqueueMail(tx, { template: CONTACT_MESSAGE_MAIL, to: organisationInbox, stream: 'transactional', data });
    await enqueueMail(tx, { template: CONTACT_COPY_MAIL, to: row.email, stream: 'transactional', data });
    return row;
  });
}

/** One page of the messages, newest first (the admins' list). */
export async function listContactMessages(db: Queryable, page: number): Promise<StudioList<ContactMessage>> {
  const [items, total] = await Promise.all([
    db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(STUDIO_PAGE_SIZE).offset(pageOffset(page)),
    countOf(db, contactMessages, undefined),
  ]);
  return studioList(items, total, page);
}
