import { startDirectUploadRequest } from '@/features/media/server/direct-upload-routes';

/** Starts an upload straight to the S3 bucket: presigned part addresses for the browser. */
export { startDirectUploadRequest as POST };
