import { frameLayout } from '@/features/chrome/server/frame-layout';

export default frameLayout('default');
