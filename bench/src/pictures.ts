/** Photo-like JPEGs made with sharp: gradients and soft shapes under some camera grain, different for every n. */
import sharp from 'sharp';

/** Gaussian grain of one size, made once and laid over every picture of that size. */
export const grain = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } } })
    .png({ compressionLevel: 1 })
    .toBuffer();

/** The n-th picture as a JPEG; the shapes are drawn at a quarter size and enlarged, which blurs them cheaply. */
export async function aPicture(n: number, width: number, height: number, noise: Buffer): Promise<Buffer> {
  const w = Math.round(width / 4);
  const h = Math.round(height / 4);
  const hue = (k: number) => `hsl(${(n * 37 + k * 71) % 360}, ${50 + ((n * 13) % 40)}%, ${35 + ((n * 7 + k * 11) % 40)}%)`;
  const shapes = Array.from({ length: 24 }, (_, k) => {
    const x = (n * 97 + k * 173) % w;
    const y = (n * 61 + k * 131) % h;
    return `<ellipse cx="${x}" cy="${y}" rx="${15 + ((k * 47) % 75)}" ry="${10 + ((k * 29) % 50)}" fill="${hue(k + 3)}" opacity="0.55"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hue(0)}"/><stop offset="1" stop-color="${hue(1)}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  const enlarged = await sharp(Buffer.from(svg)).resize(width, height).removeAlpha().png({ compressionLevel: 1 }).toBuffer();
  return sharp(enlarged).composite([{ input: noise, blend: 'soft-light' }]).jpeg({ quality: 88 }).toBuffer();
}
