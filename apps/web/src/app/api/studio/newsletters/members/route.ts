import { exportNewsletterMembers } from '@/features/newsletters/server/members-export';

/** Admins' CSV export of newsletter members (see members-export.ts). */
export const GET = exportNewsletterMembers;
