import sharp from 'sharp';

/**
 * A phone camera's photo: 4032 × 3024 (12 megapixels), a scene of flat shapes under sensor noise, as a JPEG of
 * about 5 MB, which is what such a photo weighs. Noise is what makes it that heavy and what keeps it from shrinking
 * to nothing when it is encoded again.
 */
export async function phonePhoto(): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#7ab"/><stop offset="0.6" stop-color="#dca"/><stop offset="1" stop-color="#574"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/><circle cx="3000" cy="700" r="300" fill="#fe9"/>
    <rect x="400" y="1600" width="1200" height="1000" fill="#a63"/><rect x="1900" y="1300" width="900" height="1300" fill="#ddd"/>
  </svg>`;
  const base = await sharp(Buffer.from(scene)).removeAlpha().raw().toBuffer();
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 14 },
    },
  })
    .raw()
    .toBuffer();
  for (let i = 0; i < base.length; i++) base[i] = Math.max(0, Math.min(255, base[i]! + noise[i]! - 128));
  return sharp(base, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}
