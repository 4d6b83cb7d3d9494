import type { Config } from '../config.ts';
import { createFolderFileStores, type FileStores } from './files.ts';

/**
 * The stores the configuration names. The S3 client is loaded only when a bucket is configured, so a
 * start on the data folder never pays for it; a bucket is checked before the server takes a request.
 */
export async function openFileStores(
  config: Pick<Config, 'fileStore' | 'filesDir' | 'privateFilesDir'>,
): Promise<FileStores> {
  if (config.fileStore.kind === 'folder') return createFolderFileStores(config);
  const { openS3FileStores } = await import('./s3-files.ts');
  return openS3FileStores(config.fileStore);
}
