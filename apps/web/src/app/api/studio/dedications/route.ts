import { exportDedications } from '@/features/memorial/server/dedications-export';

/** Admins' CSV export of a month's dedications (see dedications-export.ts). */
export const GET = exportDedications;
