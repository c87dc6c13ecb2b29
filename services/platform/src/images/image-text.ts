import sharp, { type Metadata } from 'sharp';
import { IMAGE_MAX_INPUT_PIXELS } from './process-image';

/**
 * Text a photo carries about what it shows, for offline analysis: the EXIF description and the
 * Windows title/subject/keywords/comment tags (what phone galleries and Explorer write when a user
 * captions a photo) plus the XMP Dublin Core title/description/subject. Camera make and model are
 * deliberately left out: "Apple iPhone 15" says nothing about the fishing gear in the picture.
 */
interface ImageText {
  description: string | null;
  title: string | null;
  subject: string | null;
  keywords: string[];
  comment: string | null;
}

const EMPTY: ImageText = { description: null, title: null, subject: null, keywords: [], comment: null };

const TAG = {
  ImageDescription: 0x010e,
  XPTitle: 0x9c9b,
  XPComment: 0x9c9c,
  XPKeywords: 0x9c9e,
  XPSubject: 0x9c9f,
} as const;

const TYPE_SIZE: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 9: 4, 10: 8 };
const MAX_TEXT = 2000;

const clean = (text: string | null | undefined): string | null => {
  // eslint-disable-next-line no-control-regex
  const trimmed = text?.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim() ?? '';
  return trimmed === '' ? null : trimmed.slice(0, MAX_TEXT);
};

/** Reads the text tags of IFD0 from a raw EXIF block ('Exif\0\0' + TIFF). Bounds-checked: hostile input returns nothing. */
export function readExifText(exif: Buffer | undefined): Partial<Record<keyof typeof TAG, string>> {
  if (!exif || exif.length < 14) return {};
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  if (tiff.length < 8) return {};
  const order = tiff.subarray(0, 2).toString('latin1');
  if (order !== 'II' && order !== 'MM') return {};
  const little = order === 'II';
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const u32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset));
  if (u16(2) !== 42) return {};
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return {};
  const count = u16(ifd);
  const wanted = new Map<number, keyof typeof TAG>(Object.entries(TAG).map(([name, tag]) => [tag, name as keyof typeof TAG]));
  const out: Partial<Record<keyof typeof TAG, string>> = {};
  for (let index = 0; index < count; index += 1) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > tiff.length) break;
    const name = wanted.get(u16(entry));
    if (!name) continue;
    const type = u16(entry + 2);
    const components = u32(entry + 4);
    const size = (TYPE_SIZE[type] ?? 0) * components;
    if (size === 0 || size > 64 * 1024) continue;
    const start = size <= 4 ? entry + 8 : u32(entry + 8);
    if (start + size > tiff.length) continue;
    const bytes = tiff.subarray(start, start + size);
    // XP* tags are UCS-2 little-endian whatever the file's byte order; ImageDescription is ASCII.
    const text = name === 'ImageDescription' ? bytes.toString('utf8') : bytes.toString('utf16le');
    const cleaned = clean(text);
    if (cleaned) out[name] = cleaned;
  }
  return out;
}

const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code) % 0x110000))
    .replace(/&amp;/g, '&');

/** dc:title, dc:description (rdf:Alt) and dc:subject (rdf:Bag) from an XMP packet. */
function readXmpText(xmp: Buffer | undefined): { title: string | null; description: string | null; subject: string[] } {
  const none = { title: null, description: null, subject: [] as string[] };
  if (!xmp || xmp.length === 0 || xmp.length > 512 * 1024) return none;
  const xml = xmp.toString('utf8');
  const items = (element: string): string[] => {
    const block = new RegExp(`<dc:${element}\\b[^>]*>([\\s\\S]*?)</dc:${element}>`, 'i').exec(xml)?.[1] ?? '';
    return [...block.matchAll(/<rdf:li\b[^>]*>([\s\S]*?)<\/rdf:li>/gi)]
      .map((match) => clean(decodeXml(match[1] ?? '')))
      .filter((text): text is string => text !== null);
  };
  return { title: items('title')[0] ?? null, description: items('description')[0] ?? null, subject: items('subject') };
}

/** The descriptive text embedded in an image; empty when it has none or cannot be read. */
export async function readImageText(input: Buffer): Promise<ImageText> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS }).metadata();
  } catch {
    return EMPTY;
  }
  const exif = readExifText(metadata.exif);
  const xmp = readXmpText(metadata.xmp);
  const keywords = [...(exif.XPKeywords ?? '').split(/[;,]/), ...xmp.subject]
    .map((keyword) => keyword.trim())
    .filter((keyword, index, all) => keyword !== '' && all.indexOf(keyword) === index);
  return {
    description: exif.ImageDescription ?? xmp.description,
    title: exif.XPTitle ?? xmp.title,
    subject: exif.XPSubject ?? null,
    keywords,
    comment: exif.XPComment ?? null,
  };
}
