import type { FileStores } from '../../ports/files.ts';

/**
 * The demo's pictures, drawn as small SVG files so the demo works offline and never points at
 * someone else's server. Every file is a pure function of its inputs, so two seeds write the same bytes.
 */

/** URL prefix the server serves the files folder under. */
const FILES_URL = '/files';

export interface DemoFile {
  /** Path below its folder, with forward slashes, e.g. demo/portraits/ab.svg. */
  relativePath: string;
  content: string;
  /** A client's photo: kept in the private folder, reached only through /photos by whoever may see it. */
  private?: boolean;
}

/** How a row refers to a file: a public file by its URL, a private photo by its path in the private folder. */
export function fileUrl(file: DemoFile): string {
  return file.private ? file.relativePath : `${FILES_URL}/${file.relativePath}`;
}

/**
 * Writes the demo's files to the stores (the data folder, or the bucket). A file already there is
 * left as it is: its bytes are the same, and the port never replaces a file.
 */
export async function writeDemoFiles(
  stores: Pick<FileStores, 'public' | 'private'>,
  files: readonly DemoFile[],
): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      const store = file.private ? stores.private : stores.public;
      if (!(await store.exists(file.relativePath))) await store.write(file.relativePath, Buffer.from(file.content));
    }),
  );
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function svg(width: number, height: number, body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>${body}</svg>\n`;
}

const BACKGROUNDS = ['#f3e5f5', '#e3f2fd', '#e8f5e9', '#fff3e0', '#fce4ec', '#ede7f6', '#e0f7fa', '#f1f8e9'];
const HAIR = ['#2b1b17', '#5a3825', '#8d5524', '#b5835a', '#d6b370', '#a52a2a', '#7f7f7f', '#1c1c1c'];
const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#f5cba7'];

function pick<T>(list: readonly T[], index: number): T {
  const value = list[((index % list.length) + list.length) % list.length];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}

function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) =>
      part
        .replace(/[^A-Za-z]/g, '')
        .charAt(0)
        .toUpperCase(),
    )
    .filter(Boolean);
  return (letters.length > 1 ? `${letters[0]}${letters[letters.length - 1]}` : (letters[0] ?? '?')).slice(0, 2);
}

/** A selfie stand-in: a head and shoulders in a colour, with the client's initials. */
export function portraitFile(initials: string): DemoFile {
  const h = hashText(initials);
  const bg = pick(BACKGROUNDS, h);
  const hair = pick(HAIR, h >> 3);
  const skin = pick(SKIN, h >> 6);
  const body = [
    `<rect width="240" height="300" fill="${bg}"/>`,
    `<ellipse cx="120" cy="118" rx="70" ry="78" fill="${hair}"/>`,
    `<ellipse cx="120" cy="128" rx="50" ry="60" fill="${skin}"/>`,
    `<path d="M40 300c8-60 44-88 80-88s72 28 80 88z" fill="${hair}" opacity="0.85"/>`,
    `<rect x="70" y="232" width="100" height="44" rx="22" fill="#ffffff" opacity="0.85"/>`,
    `<text x="120" y="263" font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="#333333">${escapeXml(initials)}</text>`,
  ].join('');
  return {
    relativePath: `demo/portraits/${initials.toLowerCase()}.svg`,
    content: svg(240, 300, body, `Portrait ${initials}`),
    private: true,
  };
}

/** The 360 capture stand-in: four views of a head around a ring, marked 360. */
export function image360File(variant: number): DemoFile {
  const hair = pick(HAIR, variant);
  const views = [0, 1, 2, 3]
    .map((i) => {
      const x = 60 + i * 100;
      return `<ellipse cx="${x}" cy="110" rx="34" ry="40" fill="${hair}"/><ellipse cx="${x + (i % 2 === 0 ? 0 : i === 1 ? 8 : -8)}" cy="118" rx="${i % 2 === 0 ? 24 : 18}" ry="30" fill="${pick(SKIN, variant + i)}"/>`;
    })
    .join('');
  const body = [
    `<rect width="420" height="240" fill="#263238"/>`,
    `<ellipse cx="210" cy="120" rx="190" ry="96" fill="none" stroke="#80cbc4" stroke-width="3" stroke-dasharray="10 8"/>`,
    views,
    `<text x="210" y="220" font-family="Helvetica, Arial, sans-serif" font-size="28" font-weight="700" text-anchor="middle" fill="#ffffff">360</text>`,
  ].join('');
  return { relativePath: `demo/360/view-${variant + 1}.svg`, content: svg(420, 240, body, '360 view'), private: true };
}

/** A finished look the client liked on the mirror. */
export function lookFile(variant: number): DemoFile {
  const hair = pick(HAIR, variant * 3 + 1);
  const bg = pick(BACKGROUNDS, variant + 2);
  const long = variant % 3;
  const hairPath =
    long === 0
      ? '<path d="M60 120c0-60 40-90 90-90s90 30 90 90v150H60z" fill="HAIR"/>'
      : long === 1
        ? '<path d="M70 130c0-60 35-95 80-95s80 35 80 95v40H70z" fill="HAIR"/>'
        : '<path d="M55 125c0-70 45-100 95-100s95 30 95 100c0 40-20 60-30 90H85c-10-30-30-50-30-90z" fill="HAIR"/>';
  const body = [
    `<rect width="300" height="300" fill="${bg}"/>`,
    hairPath.replace('HAIR', hair),
    `<ellipse cx="150" cy="140" rx="55" ry="66" fill="${pick(SKIN, variant)}"/>`,
    `<circle cx="260" cy="40" r="22" fill="#e91e63"/><path d="M260 52l-11-11a7 7 0 0 1 11-9 7 7 0 0 1 11 9z" fill="#ffffff"/>`,
  ].join('');
  return {
    relativePath: `demo/looks/look-${String(variant + 1).padStart(2, '0')}.svg`,
    content: svg(300, 300, body, `Look ${variant + 1}`),
  };
}

/** A bottle, jar or tube in the brand's colour, labelled with the brand and the product type. */
export function productFile(brandAbbreviation: string, brandColour: string, productType: string): DemoFile {
  const shape =
    productType === 'Shampoo' || productType === 'Conditioner'
      ? `<rect x="110" y="40" width="40" height="30" rx="4" fill="#424242"/><rect x="80" y="68" width="100" height="200" rx="22" fill="${brandColour}"/>`
      : productType === 'Treatment'
        ? `<rect x="70" y="110" width="120" height="28" rx="6" fill="#424242"/><rect x="62" y="136" width="136" height="132" rx="18" fill="${brandColour}"/>`
        : `<rect x="120" y="36" width="20" height="40" rx="4" fill="#424242"/><rect x="95" y="74" width="70" height="194" rx="14" fill="${brandColour}"/>`;
  const labelY = productType === 'Treatment' ? 190 : 160;
  const body = [
    `<rect width="260" height="300" fill="#fafafa"/>`,
    shape,
    `<rect x="66" y="${labelY - 26}" width="128" height="64" rx="6" fill="#ffffff" opacity="0.9"/>`,
    `<text x="130" y="${labelY}" font-family="Helvetica, Arial, sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#212121">${escapeXml(brandAbbreviation)}</text>`,
    `<text x="130" y="${labelY + 24}" font-family="Helvetica, Arial, sans-serif" font-size="14" text-anchor="middle" fill="#616161">${escapeXml(productType)}</text>`,
  ].join('');
  return {
    relativePath: `demo/products/${brandAbbreviation.toLowerCase()}-${productType.toLowerCase()}.svg`,
    content: svg(260, 300, body, `${brandAbbreviation} ${productType}`),
  };
}

export function brandLogoFile(brandName: string, abbreviation: string, colour: string): DemoFile {
  const body = [
    `<rect width="320" height="160" rx="16" fill="${colour}"/>`,
    `<text x="160" y="86" font-family="Georgia, serif" font-size="44" font-weight="700" text-anchor="middle" fill="#ffffff">${escapeXml(abbreviation)}</text>`,
    `<text x="160" y="124" font-family="Helvetica, Arial, sans-serif" font-size="16" text-anchor="middle" fill="#ffffff">${escapeXml(brandName)}</text>`,
  ].join('');
  return { relativePath: `demo/brands/${abbreviation.toLowerCase()}.svg`, content: svg(320, 160, body, brandName) };
}

/** The salon's shop-front photo (SFPhoto). */
export function salonPhotoFile(slug: string, salonName: string, colour: string): DemoFile {
  const body = [
    `<rect width="480" height="300" fill="#eceff1"/>`,
    `<rect x="40" y="60" width="400" height="220" fill="${colour}"/>`,
    `<rect x="70" y="130" width="150" height="150" fill="#cfd8dc"/><rect x="260" y="130" width="150" height="110" fill="#b3e5fc"/>`,
    `<rect x="40" y="40" width="400" height="52" fill="#37474f"/>`,
    `<text x="240" y="75" font-family="Georgia, serif" font-size="24" text-anchor="middle" fill="#ffffff">${escapeXml(salonName)}</text>`,
  ].join('');
  return { relativePath: `demo/salons/${slug}.svg`, content: svg(480, 300, body, salonName) };
}
