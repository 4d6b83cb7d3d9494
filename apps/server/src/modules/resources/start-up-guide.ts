import type { HelpResourceRow } from './resources.repository.ts';

export const START_UP_GUIDE_TITLE = 'piiq start-up guide';

/**
 * The start-up guide as a PDF, written from the guide's sections (their paragraphs separated by a
 * blank line) with pdfkit, whose standard fonts need no files and which wraps and paginates the text.
 */
export async function startUpGuidePdf(
  sections: readonly Pick<HelpResourceRow, 'title' | 'body'>[],
  generatedAt: Date,
): Promise<Buffer> {
  // Imported when a guide is asked for: loading pdfkit cost every start 0.3 s of CPU, for a download few salons make.
  const { default: PDFDocument } = await import('pdfkit');
  const document = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: START_UP_GUIDE_TITLE, Author: 'piiq', CreationDate: generatedAt },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  document.font('Helvetica-Bold').fontSize(24).text(START_UP_GUIDE_TITLE, { paragraphGap: 16 });
  document
    .font('Helvetica')
    .fontSize(11)
    .fillColor('#555555')
    .text('Everything your salon needs for its first weeks with the piiq mirror.', { paragraphGap: 20 });
  sections.forEach((section, index) => {
    document
      .fillColor('#1d1b1f')
      .font('Helvetica-Bold')
      .fontSize(15)
      .text(`${index + 1}. ${section.title}`, { paragraphGap: 8 });
    for (const paragraph of section.body.split(/\n\s*\n/)) {
      document.font('Helvetica').fontSize(11).text(paragraph.trim(), { paragraphGap: 8, lineGap: 2 });
    }
    document.moveDown();
  });
  document.end();
  return finished;
}
