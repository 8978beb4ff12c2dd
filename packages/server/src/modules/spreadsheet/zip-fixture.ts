// Test archives written byte by byte, so a test can make the central directory say what it likes:
// a zip bomb declares a few bytes per entry while its deflate data inflates to megabytes.
import { deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** The uncompressed size written in the headers; the real size when absent. */
  declaredSize?: number;
}

/** A zip of deflated entries (no CRC check is made by our reader; the CRC written is 0). */
export function buildZip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const body = deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Declares 100 bytes per entry; inflates to `mb` MB of zeros in all (in entries of 8 MB). */
export function zipBomb(mb: number): Buffer {
  const chunk = Buffer.alloc(8 * 1024 * 1024);
  return buildZip(
    Array.from({ length: Math.ceil(mb / 8) }, (_, i) => ({
      name: `xl/worksheets/sheet${i + 1}.xml`,
      data: chunk,
      declaredSize: 100,
    })),
  );
}
