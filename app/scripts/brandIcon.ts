/**
 * The site's icon, drawn at build time from the brand's accent colour: a rounded square with an "S" made of two
 * arcs, as SVG (`favicon.svg`) and as PNGs at any size (favicon.ico, the touch icon, the web app manifest's
 * icons). Drawn from geometry rather than from a font, so every size and format shows the same letter and nothing
 * depends on the fonts of the machine that builds.
 */
import { crc32, deflateSync } from 'node:zlib';

/** The drawing's own units: a 32 × 32 square. */
const box = 32;
const cornerRadius = 8;
/** The two bowls of the "S": the upper one ends on the right, runs over the top and the left down to the middle;
 * the lower one runs from the middle over the right and the bottom to the left (angles clockwise from 3 o'clock). */
const arcs = [
  { cx: 16, cy: 12, r: 4.5, from: 90, to: 340 },
  { cx: 16, cy: 21, r: 4.5, from: -90, to: 160 },
] as const;
const strokeWidth = 3.2;

export interface IconColors {
  /** The square's colour. */
  background: string;
  /** The letter's colour. */
  foreground: string;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const pointOn = (arc: (typeof arcs)[number], degrees: number) => ({
  x: arc.cx + arc.r * Math.cos(radians(degrees)),
  y: arc.cy + arc.r * Math.sin(radians(degrees)),
});
const round = (value: number) => Math.round(value * 100) / 100;

/** The icon as SVG, for browsers that take a scalable favicon. */
export function iconSvg(colors: IconColors, title: string): string {
  const [upper, lower] = arcs;
  const start = pointOn(upper, upper.to);
  const middle = pointOn(upper, upper.from);
  const end = pointOn(lower, lower.to);
  // Upper bowl against the clock (sweep 0), lower bowl with it (sweep 1); both span more than half a turn.
  const path =
    `M${round(start.x)} ${round(start.y)}A${upper.r} ${upper.r} 0 1 0 ${round(middle.x)} ${round(middle.y)}` +
    `A${lower.r} ${lower.r} 0 1 1 ${round(end.x)} ${round(end.y)}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${box} ${box}"><title>${title}</title>` +
    `<rect width="${box}" height="${box}" rx="${cornerRadius}" fill="${colors.background}"/>` +
    `<path d="${path}" fill="none" stroke="${colors.foreground}" stroke-width="${strokeWidth}" stroke-linecap="round"/></svg>\n`
  );
}

/** Whether an angle (degrees) lies on an arc running clockwise from `from` to `to`. */
function onArc(degrees: number, from: number, to: number): boolean {
  const turn = (value: number) => ((value % 360) + 360) % 360;
  return turn(degrees - from) <= turn(to - from);
}

/** Distance from a point to the centre line of the letter. */
function distanceToLetter(x: number, y: number): number {
  let nearest = Number.POSITIVE_INFINITY;
  for (const arc of arcs) {
    const angle = (Math.atan2(y - arc.cy, x - arc.cx) * 180) / Math.PI;
    if (onArc(angle, arc.from, arc.to)) {
      nearest = Math.min(nearest, Math.abs(Math.hypot(x - arc.cx, y - arc.cy) - arc.r));
    } else {
      for (const end of [pointOn(arc, arc.from), pointOn(arc, arc.to)])
        nearest = Math.min(nearest, Math.hypot(x - end.x, y - end.y));
    }
  }
  return nearest;
}

/** Signed distance to the edge of the square with corners of this radius: negative inside. */
function distanceToSquare(x: number, y: number, radius: number): number {
  const half = box / 2;
  const qx = Math.abs(x - half) - (half - radius);
  const qy = Math.abs(y - half) - (half - radius);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
}

const rgb = (hex: string) => {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1]!, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255] as const;
};

/**
 * The icon as RGBA pixels, `size` × `size`. A pixel near an edge is sampled 4 × 4 times, so edges are smooth;
 * one well inside a shape takes its colour at once. `square` fills the whole square (touch and maskable icons:
 * the platform cuts its own shape and shows no transparency).
 */
export function iconPixels(size: number, colors: IconColors, { square = false } = {}): Uint8Array {
  const background = rgb(colors.background);
  const foreground = rgb(colors.foreground);
  const radius = square ? 0 : cornerRadius;
  const unit = box / size;
  const samples = 4;
  const pixels = new Uint8Array(size * size * 4);
  /** Whether a point is on the square, and on the letter. */
  const at = (x: number, y: number) => ({
    covered: distanceToSquare(x, y, radius) <= 0,
    letter: distanceToLetter(x, y) <= strokeWidth / 2,
  });
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const cx = (px + 0.5) * unit;
      const cy = (py + 0.5) * unit;
      const nearEdge =
        Math.abs(distanceToSquare(cx, cy, radius)) < unit ||
        Math.abs(distanceToLetter(cx, cy) - strokeWidth / 2) < unit;
      let covered = 0;
      let letter = 0;
      const count = nearEdge ? samples ** 2 : 1;
      for (let sample = 0; sample < count; sample++) {
        const point = nearEdge
          ? at(
              (px + ((sample % samples) + 0.5) / samples) * unit,
              (py + (Math.floor(sample / samples) + 0.5) / samples) * unit,
            )
          : at(cx, cy);
        if (!point.covered) continue;
        covered++;
        if (point.letter) letter++;
      }
      if (covered === 0) continue;
      const offset = (py * size + px) * 4;
      for (let channel = 0; channel < 3; channel++)
        pixels[offset + channel] = Math.round(
          (background[channel]! * (covered - letter) + foreground[channel]! * letter) / covered,
        );
      pixels[offset + 3] = Math.round((covered / count) * 255);
    }
  }
  return pixels;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.byteLength);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** RGBA pixels as a PNG file (8 bits per channel, no filter: flat colours deflate well without one). */
export function encodePng(size: number, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++)
    rows.set(pixels.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

/** PNG images (each at most 256 px) in an ICO container, which every browser reads for `/favicon.ico`. */
export function encodeIco(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    // 0 stands for 256.
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.byteLength, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.byteLength;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}
