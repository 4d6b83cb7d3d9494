import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';

/** Clicks a Download CSV button and reads the file back as a spreadsheet would: rows of cells, the byte-order mark checked and dropped. */
export async function downloadCsv(page: Page, button: Locator): Promise<{ fileName: string; rows: string[][] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  const bytes = await readFile(path);
  if (bytes[0] !== 0xef || bytes[1] !== 0xbb || bytes[2] !== 0xbf)
    throw new Error('the CSV has no UTF-8 byte-order mark: Excel would misread its accents');
  return { fileName: download.suggestedFilename(), rows: parse(bytes.subarray(3).toString('utf8')) as string[][] };
}
