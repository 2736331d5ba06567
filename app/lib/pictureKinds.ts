// spec §5: members may send only jpg, jpeg, png, gif or bmp pictures (the publisher checks the bytes again).
/** spec §5: the picture kinds accepted */
export function isAcceptedPicture(file: { name: string; type: string }): boolean {
  return /\.(jpe?g|png|gif|bmp)$/i.test(file.name) && /^image\/(jpeg|png|gif|bmp|x-ms-bmp)$/.test(file.type);
}
