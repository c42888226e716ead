import sharp, { type Metadata, type SharpOptions } from 'sharp';
import type { SniffedImage } from './sniff';

/*
 * What the server does to a picture before keeping it: a photo's EXIF orientation is applied
 * (the stored pixels are upright, whatever reads them) and every piece of metadata — EXIF with
 * GPS location, XMP, IPTC, text chunks — is dropped, so a served file never tells where it was
 * taken. The colour profile stays (it changes how the picture looks, and says nothing about
 * where). A picture without metadata is kept byte for byte: re-encoding would only lose quality.
 */

/** The most pixels a picture may have (a 10 MB file can hold far more than it decodes to safely). */
export const MAX_PIXELS = 100_000_000;

export interface PreparedImage {
  bytes: Uint8Array;
  width: number;
  height: number;
  /** the bytes differ from the ones uploaded (metadata dropped, orientation applied) */
  cleaned: boolean;
}

export class UnreadableImage extends Error {}

/** The upright size: orientations 5-8 turn the picture a quarter. */
export function uprightSize(meta: Metadata): { width: number; height: number } {
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

const carriesMetadata = (meta: Metadata) => Boolean(meta.exif || meta.xmp || meta.iptc || meta.comments?.length || (meta.orientation ?? 1) !== 1);

async function metadataOf(bytes: Uint8Array, options: SharpOptions = {}): Promise<Metadata> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS, ...options }).metadata();
    if (!meta.width || !meta.height) throw new UnreadableImage('no size');
    return meta;
  } catch (err) {
    throw err instanceof UnreadableImage ? err : new UnreadableImage(String(err));
  }
}

/** Makes the bytes fit to keep (see above) and measures them; throws UnreadableImage if they do not decode. */
export async function prepareImage(bytes: Uint8Array, type: SniffedImage): Promise<PreparedImage> {
  const meta = await metadataOf(bytes);
  // the header alone tells how large the decoded picture would be: a "pixel bomb" is refused
  // here, before anything decodes it (an SVG's size is only nominal: it is drawn at the size asked)
  if (type !== 'image/svg+xml' && (meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) throw new UnreadableImage('too many pixels');
  // GIF carries no EXIF, and an SVG's text was judged whole by svg-safety.ts: both kept as they came
  if (type === 'image/gif' || type === 'image/svg+xml' || !carriesMetadata(meta)) {
    return { bytes, ...uprightSize(meta), cleaned: false };
  }
  const animated = (meta.pages ?? 1) > 1;
  try {
    let image = sharp(bytes, { limitInputPixels: MAX_PIXELS, animated }).autoOrient().keepIccProfile();
    if (type === 'image/jpeg') image = image.jpeg({ quality: 90 });
    else if (type === 'image/png') image = image.png();
    else image = image.webp({ quality: 90 });
    const out = new Uint8Array(await image.toBuffer());
    // measured again from the output: what is stored is what is described
    return { bytes: out, ...uprightSize(await metadataOf(out)), cleaned: true };
  } catch (err) {
    throw new UnreadableImage(String(err));
  }
}
