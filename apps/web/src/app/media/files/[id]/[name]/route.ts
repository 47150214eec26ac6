import { serveMediaFile } from '@/features/media/server/media-file-route';

/**
 * An uploaded file, `/media/files/{id}/{name}`: from the disk with Range support, or a redirect to
 * the S3 bucket. The sample files under public/media/ are served by Next as before.
 */
export async function GET(request: Request, { params }: RouteContext<'/media/files/[id]/[name]'>) {
  const { id, name } = await params;
  return serveMediaFile(request, id, name);
}

export { GET as HEAD };
