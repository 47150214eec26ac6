import 'server-only';
import type { MediaUploadEndpointModel } from '@openshiur/graphql/server';
import { MEDIA_DIRECT_UPLOADS_PATH, MEDIA_UPLOADS_PATH } from '../upload-endpoints';
import { uploadSettings } from './media-config';

/** Where tools upload media files, as GraphQL's `mediaUploadEndpoint` tells them (the same place the studio's form sends them). */
export function mediaUploadEndpoint(): MediaUploadEndpointModel {
  const { mode, chunkBytes, limits } = uploadSettings();
  return {
    protocol: mode === 's3' ? 'S3' : 'TUS',
    url: mode === 's3' ? MEDIA_DIRECT_UPLOADS_PATH : MEDIA_UPLOADS_PATH,
    chunkBytes,
    maxAudioBytes: limits.audio,
    maxVideoBytes: limits.video,
    maxDocumentBytes: limits.document,
    fileAddressPattern: '/media/files/{id}/{fileName}',
  };
}
