/** Where the studio's browser sends files (shared by the route handlers and the upload client). */

/** tus uploads to the local disk: POST to create, PATCH pieces to `{path}/{id}`, HEAD to resume. */
export const MEDIA_UPLOADS_PATH = '/api/media/uploads';

/** Uploads straight to S3: POST here to start, POST `{path}/{id}/complete` with the parts' ETags. */
export const MEDIA_DIRECT_UPLOADS_PATH = '/api/media/direct-uploads';
