import { oneClickUnsubscribe, unsubscribePage } from '@/features/newsletters/server/one-click-unsubscribe';

/** The List-Unsubscribe target of every newsletter mail: POST unsubscribes (RFC 8058), GET shows a button. */
export const POST = oneClickUnsubscribe;
export const GET = unsubscribePage;
