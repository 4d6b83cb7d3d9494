import { ConfigError, loadConfig } from '../config.ts';
import { createFolderFileStores, type FileStores } from '../ports/files.ts';
import { openS3FileStores } from '../ports/s3-files.ts';
import { copyFiles } from './copy-files.ts';

const USAGE = `Usage: npm run files:copy -- to-bucket | to-folder
  to-bucket  copies DATA_DIR's files/ and private/ into the bucket of FILE_STORE=s3 and S3_*
  to-folder  copies the bucket's files back into DATA_DIR`;

/**
 * `npm run files:copy -- to-bucket` (or `to-folder`): moves the uploaded files and client photos
 * between the data folder and the bucket, with the server's own configuration. Run it again after
 * an interruption: what is already there is skipped.
 */
async function main(): Promise<void> {
  const direction = process.argv[2];
  if (direction !== 'to-bucket' && direction !== 'to-folder') {
    console.error(USAGE);
    process.exitCode = 64;
    return;
  }
  const config = loadConfig();
  if (config.fileStore.kind !== 's3') {
    throw new ConfigError('files:copy: set FILE_STORE=s3 and the S3_* settings of the bucket to copy to or from');
  }
  const folder = createFolderFileStores(config);
  const bucket = await openS3FileStores(config.fileStore);
  const [from, to]: [FileStores, FileStores] = direction === 'to-bucket' ? [folder, bucket] : [bucket, folder];
  const names = { folder: `the data folder ${config.dataDir}`, bucket: `the bucket ${config.fileStore.bucket}` };
  console.log(
    direction === 'to-bucket'
      ? `Copying from ${names.folder} to ${names.bucket}…`
      : `Copying from ${names.bucket} to ${names.folder}…`,
  );
  const started = performance.now();
  try {
    const report = await copyFiles(from, to, (done, of) => {
      if (done % 1000 === 0) console.log(`  ${done} of ${of} files`);
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${report.files} files (${report.bytes} bytes) in ${seconds} s: ${report.copied} copied, ${report.alreadyThere} already there, ${report.replaced} replaced`,
    );
    console.log(`checksum sha256:${report.checksum}`);
  } finally {
    bucket.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = error instanceof ConfigError ? 78 : 1;
});
