import { exportOrders } from '@/features/store/server/orders-export';

/** GET /api/studio/orders[?status=…]: the orders as CSV, for admins. */
export const GET = exportOrders;
