import { ApiError } from '../../lib/graphql.ts';
import { PHOTO_UPLOAD_FAILED, uploadPhoto } from '../../lib/photo-upload.ts';

/** Uploads the salon finder photo and returns the stored file's path, which the retail save then names as the salon's photo. */
export async function uploadSalonPhoto(salonId: string, file: File): Promise<string> {
  const body = await uploadPhoto(`/uploads/salons/${encodeURIComponent(salonId)}/photo`, file);
  if (typeof body.path === 'string') return body.path;
  throw new ApiError(PHOTO_UPLOAD_FAILED, 'UPLOAD_FAILED');
}
