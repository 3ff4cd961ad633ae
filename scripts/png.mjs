// The smallest PNG encoder the generated images need: one IDAT chunk of unfiltered rows, 8 bits
// a channel. The icons and the test fixtures are drawn pixel by pixel, so an image library
// would be a dependency for forty lines of code.
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** PNG colour types by channel count: truecolour, and truecolour with alpha. */
const COLOUR_TYPE = { 3: 2, 4: 6 };

const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A PNG of `rows` (each `width` pixels of `channels` bytes: 3 for RGB, 4 for RGBA), compressed
 * at zlib `level`.
 * @param {{ width: number, channels: 3 | 4, rows: Buffer[], level?: number }} image
 * @returns {Buffer}
 */
export function encodePng({ width, channels, rows, level }) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(rows.length, 4);
  header.set([8, COLOUR_TYPE[channels], 0, 0, 0], 8);
  // Each row starts with its filter byte: 0, none.
  const pixels = Buffer.concat(rows.flatMap((row) => [Buffer.from([0]), row]));
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, level === undefined ? {} : { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
