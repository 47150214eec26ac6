import { handleUploadRequest, uploadStatus } from '@/features/media/server/tus-route';

/**
 * Resumable uploads to the local disk (tus protocol): editors only, from the site's own pages.
 * GET `/api/media/uploads/{id}` answers the finished file's address and length.
 */
export async function GET(request: Request, { params }: RouteContext<'/api/media/uploads/[[...path]]'>) {
  return uploadStatus(request, (await params).path ?? []);
}

export { handleUploadRequest as POST, handleUploadRequest as PATCH, handleUploadRequest as HEAD, handleUploadRequest as DELETE };
