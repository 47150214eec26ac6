import { completeDirectUploadRequest } from '@/features/media/server/direct-upload-routes';

/** Completes an upload straight to S3 with the parts' ETags; answers the file's address. */
export async function POST(request: Request, { params }: RouteContext<'/api/media/direct-uploads/[id]/complete'>) {
  return completeDirectUploadRequest(request, (await params).id);
}
