import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A grey-scale PNG that looks like a photographed paper notice (a header band, a seal, right-aligned lines
 * of text), so the demo's attachments preview as something a lawyer recognizes. `seed` varies the lines.
 */
export function demoNoticeImage(seed: number, width = 600, height = 820): Buffer {
  const pixels = Buffer.alloc((width + 1) * height);
  const lineLength = (row: number) => 0.45 + (((row * 7919 + seed * 104_729) % 97) / 97) * 0.45;
  for (let y = 0; y < height; y++) {
    const offset = y * (width + 1);
    pixels[offset] = 0; // filter: none
    const textRow = Math.floor((y - 190) / 34);
    const inText = y >= 190 && y < height - 140 && (y - 190) % 34 < 12;
    for (let x = 0; x < width; x++) {
      let shade = 246 - ((x * 3 + y * 5 + seed) % 7);
      if (y >= 40 && y < 110 && x >= 40 && x < width - 40) shade = 70;
      else if (y >= 130 && y < 136 && x >= 40 && x < width - 40) shade = 120;
      else if (inText && x < width - 48 && x > width - 48 - lineLength(textRow) * (width - 96)) shade = 105;
      const dx = x - 150;
      const dy = y - (height - 90);
      const r = Math.sqrt(dx * dx + dy * dy);
      if (r > 44 && r < 52) shade = 90;
      pixels[offset + 1 + x] = shade;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grey-scale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
