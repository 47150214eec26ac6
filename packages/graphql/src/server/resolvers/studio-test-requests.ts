import { expect } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import type { TestGraphQLServer } from '../test-server';

export type StudioErrorExtensions = {
  code?: string;
  fieldErrors?: { field: string; message: string }[];
  reason?: string;
  postCount?: number;
  blogCount?: number;
  updatedAt?: string;
};

/**
 * What the studio's mutation tests ask of the test server: a request's first error, an editor's
 * field errors by field, and a record's audit trail. `current` gives the server and the editor's
 * header once the suite's beforeAll has made them.
 */
export function studioRequests(current: () => { server: TestGraphQLServer; editor: Record<string, string> }) {
  const errorOf = async (query: string, variables: object, headers?: Record<string, string>) => {
    const { body } = await current().server.request({ query, variables }, headers);
    expect(body.errors?.length).toBeGreaterThan(0);
    return body.errors?.[0]?.extensions as StudioErrorExtensions;
  };
  const fieldErrorsOf = async (query: string, variables: object) => {
    const extensions = await errorOf(query, variables, current().editor);
    expect(extensions.code).toBe('BAD_USER_INPUT');
    return Object.fromEntries(extensions.fieldErrors!.map((e) => [e.field, e.message]));
  };
  /** The audit log's actions for one record, oldest first. */
  const auditOf = async (recordType: string, recordId: string) =>
    (
      await current()
        .server.database.db.select({ action: schema.auditLog.action, recordType: schema.auditLog.recordType })
        .from(schema.auditLog)
        .where(eq(schema.auditLog.recordId, recordId))
        .orderBy(asc(schema.auditLog.id))
    )
      .filter((entry) => entry.recordType === recordType)
      .map((entry) => entry.action);
  return { errorOf, fieldErrorsOf, auditOf };
}
