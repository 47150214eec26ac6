import { frameLayout } from '@/features/chrome/server/frame-layout';

/** The default frame with the brown header of the product's header rules (/tefillah, /tzom-gedalia). */
export default frameLayout('default', 'brown');
