import { endSessionsOfEmail, type Actor, type Database } from '@openshiur/db';
import { recordAudit } from './audit';

/** An admin ends every session of the people with this address; with its audit entry. Answers how many ended. */
export async function endSessionsOfPerson(db: Database, email: string, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await endSessionsOfEmail(tx, email);
    await recordAudit(tx, { actor, action: 'sessions.ended', recordType: 'user', recordId: email, details: { sessions: ended } });
    return ended;
  });
}
