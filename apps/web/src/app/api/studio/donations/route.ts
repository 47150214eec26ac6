import { exportDonations } from '@/features/donations/server/donations-export';

/** GET /api/studio/donations[?status=…&frequency=…]: the donations as CSV, for admins. */
export const GET = exportDonations;
