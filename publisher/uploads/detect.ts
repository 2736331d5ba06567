// What a file is, by its first bytes: never by its name or the type the browser declared (a PNG named .mp4 is a
// picture; a page named .jpg is nothing we take). The answer also picks the one ffmpeg demuxer a video or audio is
// read with, so ffmpeg never guesses a format (its guesses include playlists that open other files).

export type PictureFormat = 'jpeg' | 'png' | 'gif' | 'bmp' | 'webp' | 'heic';
/** ffmpeg's demuxer for the container: mov reads mp4, mov and m4a alike */
export type MediaDemuxer = 'mov' | 'mp3' | 'aac' | 'amr';

export type Detected = { kind: 'picture'; format: PictureFormat } | { kind: 'media'; demuxer: MediaDemuxer };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** BMP's info-header sizes (core, V1 to V5): "BM" alone begins too many files */
const BMP_HEADERS = new Set([12, 40, 52, 56, 108, 124]);
/** ISO media brands of HEIF pictures coded with HEVC (an iPhone's photos) */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
/** brands of other still-image HEIF files (AVIF and the like), which are no kind we take */
const STILL_BRANDS = new Set(['mif1', 'msf1', 'avif', 'avis']);
/** the first atom of an old QuickTime file written without `ftyp` */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip']);

const picture = (format: PictureFormat): Detected => ({ kind: 'picture', format });
const media = (demuxer: MediaDemuxer): Detected => ({ kind: 'media', demuxer });

export function detect(bytes: Buffer): Detected | undefined {
  if (bytes.length < 12) return undefined;
  const text = (from: number, to: number) => bytes.toString('latin1', from, to);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return picture('jpeg');
  if (bytes.subarray(0, 8).equals(PNG)) return picture('png');
  if (text(0, 6) === 'GIF87a' || text(0, 6) === 'GIF89a') return picture('gif');
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return picture('webp');
  if (text(0, 2) === 'BM' && bytes.length > 54 && BMP_HEADERS.has(bytes.readUInt32LE(14)))
    return picture('bmp');
  if (text(4, 8) === 'ftyp') return isoMedia(bytes);
  if (QUICKTIME_ATOMS.has(text(4, 8))) return media('mov');
  if (text(0, 5) === '#!AMR') return media('amr');
  return mpegAudio(bytes);
}

/** An ISO media file (mp4, mov, m4a, HEIF) by its brands: the major one and the compatible ones after it. */
function isoMedia(bytes: Buffer): Detected | undefined {
  const end = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  const brands: string[] = [];
  // the major brand at 8, a version at 12, compatible brands from 16
  for (let at = 8; at + 4 <= end; at += at === 8 ? 8 : 4) brands.push(bytes.toString('latin1', at, at + 4));
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return picture('heic');
  if (brands.some((brand) => STILL_BRANDS.has(brand))) return undefined;
  return media('mov');
}

/** MPEG audio after any ID3 tag: an MP3 (layer III) frame or an ADTS AAC frame. */
function mpegAudio(bytes: Buffer): Detected | undefined {
  let at = 0;
  if (bytes.toString('latin1', 0, 3) === 'ID3') {
    // the tag's size is four 7-bit bytes; a footer adds ten
    const size =
      ((bytes[6]! & 0x7f) << 21) |
      ((bytes[7]! & 0x7f) << 14) |
      ((bytes[8]! & 0x7f) << 7) |
      (bytes[9]! & 0x7f);
    at = 10 + size + (bytes[5]! & 0x10 ? 10 : 0);
  }
  if (at + 2 > bytes.length || bytes[at] !== 0xff) return undefined;
  const second = bytes[at + 1]!;
  if ((second & 0xf6) === 0xf0) return media('aac');
  if ((second & 0xe6) === 0xe2) return media('mp3');
  return undefined;
}
