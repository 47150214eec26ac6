import type { Connection } from '../queries/pagination';

/** `totalCount` of every connection type: counted only when a client asks for it. */
export const connection = { totalCount: (parent: Connection<unknown>) => parent.count() };
