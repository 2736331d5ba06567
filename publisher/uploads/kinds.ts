// What the upload service takes (docs/uploads.md): three kinds of file, each with its wire type, its largest size
// and the words a member reads when a file is not one of them. Spec §5 words the picture refusal; video and audio
// are refused in the same form.
import { PublisherError, STATUS } from '../envelope.ts';

/** The attachment types on the wire (as in comments' and dynamics' attachments): 1 picture, 2 video, 6 audio. */
export const WIRE_TYPE = { picture: 1, video: 2, audio: 6 } as const;
export type Kind = keyof typeof WIRE_TYPE;

export const kindOfWireType = (type: number): Kind | undefined =>
  (Object.keys(WIRE_TYPE) as Kind[]).find((kind) => WIRE_TYPE[kind] === type);

const MB = 1024 * 1024;

/** The largest file taken of each kind, in bytes: a phone's photo, a few minutes of phone video, an hour of talk. */
export const DEFAULT_LIMITS: Record<Kind, number> = { picture: 20 * MB, video: 200 * MB, audio: 50 * MB };

/** Spec §5's refusal, its list extended to what is taken here, and the same words for video and audio. */
export const ONLY: Record<Kind, string> = {
  picture: '系统仅支持jpg/jpeg/png/gif/bmp/webp格式的照片！',
  video: '系统仅支持mp4/mov格式的视频！',
  audio: '系统仅支持mp3/m4a/aac/amr格式的音频！',
};

/** The refusal when the form takes any kind and the bytes are none of them. */
export const ONLY_ANY =
  '系统仅支持jpg/jpeg/png/gif/bmp/webp格式的照片、mp4/mov格式的视频或mp3/m4a/aac/amr格式的音频！';

/**
 * An iPhone's HEIC photo, when this machine cannot decode it: sharp's prebuilt libvips reads HEIF with AV1 (AVIF)
 * only, not HEVC (docs/uploads.md). The member learns what to do instead.
 */
export const HEIC_UNREADABLE =
  '暂不支持HEIC格式的照片，请将iPhone相机的格式设为“兼容性最佳”后重拍，或上传jpg/jpeg/png/gif/bmp/webp格式的照片！';

/** The refusal of a file that is not of a kind the form takes. */
export const notTaken = (wanted: Kind | undefined) =>
  new PublisherError(400, STATUS.error, wanted ? ONLY[wanted] : ONLY_ANY);

const NOUN: Record<Kind, string> = { picture: '图片', video: '视频', audio: '音频' };

/** 413 with the limit in words: 图片不能超过 20 MB (文件 when the kind is not known yet). */
export function tooBig(kind: Kind | undefined, maxBytes: number): PublisherError {
  const size = maxBytes >= MB ? `${Math.round(maxBytes / MB)} MB` : `${Math.ceil(maxBytes / 1024)} KB`;
  return new PublisherError(413, STATUS.error, `${kind ? NOUN[kind] : '文件'}不能超过 ${size}`);
}
