import { createHash } from 'node:crypto';
import type { FileStore, FileStores } from '../ports/files.ts';

export interface CopyReport {
  /** Every file of the source, copied or found already there. */
  files: number;
  bytes: number;
  copied: number;
  alreadyThere: number;
  /** Files the target held with other bytes (an interrupted or stray copy), replaced by the source's. */
  replaced: number;
  /**
   * SHA-256 over each file's store, path, size and SHA-256, in path order: the same for two stores
   * holding the same files, so a copy there and back can be checked by its two figures.
   */
  checksum: string;
}

/** The two stores, named as the data folder names their folders. */
const STORES = [
  ['files', 'public'],
  ['private', 'private'],
] as const;

/** Copies at once: enough to keep a remote store's round trips overlapping, few enough for a small machine. */
const COPIES_AT_ONCE = 8;

/**
 * Copies every file of `from` that `to` lacks, or holds with other bytes. A file already there with
 * the same size and SHA-256 is left alone, so a copy that stopped half-way resumes where it was, and
 * one run twice copies nothing the second time.
 */
export async function copyFiles(
  from: FileStores,
  to: FileStores,
  progress: (done: number, of: number) => void = () => undefined,
): Promise<CopyReport> {
  const work: Array<{ label: string; source: FileStore; target: FileStore; relativePath: string }> = [];
  for (const [label, kind] of STORES) {
    for await (const relativePath of from[kind].walk())
      work.push({ label, source: from[kind], target: to[kind], relativePath });
  }
  const report: CopyReport = { files: 0, bytes: 0, copied: 0, alreadyThere: 0, replaced: 0, checksum: '' };
  const entries: string[] = [];
  let next = 0;
  async function copyNext(): Promise<void> {
    for (let item = work[next++]; item; item = work[next++]) {
      const { label, source, target, relativePath } = item;
      const [described, existing] = await Promise.all([source.describe(relativePath), target.describe(relativePath)]);
      // Gone since the walk (a photo deleted meanwhile): nothing to copy.
      if (!described) continue;
      let kept = described;
      if (existing && existing.size === described.size && existing.sha256 === described.sha256) {
        report.alreadyThere += 1;
      } else {
        const bytes = await source.read(relativePath);
        if (!bytes) continue;
        kept = { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
        // The port never overwrites: a file with other bytes goes first.
        if (existing) {
          await target.remove(relativePath);
          report.replaced += 1;
        } else {
          report.copied += 1;
        }
        await target.write(relativePath, bytes);
      }
      report.files += 1;
      report.bytes += kept.size;
      entries.push(`${label}/${relativePath}\t${kept.size}\t${kept.sha256}`);
      progress(report.files, work.length);
    }
  }
  await Promise.all(Array.from({ length: COPIES_AT_ONCE }, copyNext));
  report.checksum = createHash('sha256').update(entries.sort().join('\n')).digest('hex');
  return report;
}
