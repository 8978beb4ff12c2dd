// An xlsx is a zip; exceljs inflates every part in memory. The sizes a zip's central directory
// declares are written by whoever made the file, so a crafted upload can declare a few bytes per
// part and still inflate to gigabytes (a zip bomb). Before exceljs sees a file, every entry the
// central directory lists (exactly the entries exceljs reads) is inflated here with a hard cap on
// the REAL bytes that come out (node:zlib's maxOutputLength), and the running total over all
// entries must stay under the limit. Inflating stops at the cap, so a bomb costs at most the cap
// in memory and the time to produce it. The declared sizes are still added up first: a zip that
// declares too much is refused without inflating anything. See docs/decisions/2026-11-26-zip-inflate-cap.md.
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';

const inflateRawAsync = promisify(inflateRaw);

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN = 22;
const COMMENT_MAX = 0xffff;
const STORED = 0;
const DEFLATED = 8;

export type ZipCheck = 'ok' | 'notZip' | 'tooLarge';

function findEndOfCentralDirectory(buffer: Buffer): number {
  const stop = Math.max(0, buffer.length - EOCD_MIN - COMMENT_MAX);
  for (let i = buffer.length - EOCD_MIN; i >= stop; i -= 1) {
    if (buffer.readUInt32LE(i) === EOCD_SIGNATURE) return i;
  }
  return -1;
}

/** The offset of the central directory entry after the one at `offset`. */
function nextEntry(buffer: Buffer, offset: number): number {
  return (
    offset +
    46 +
    buffer.readUInt16LE(offset + 28) +
    buffer.readUInt16LE(offset + 30) +
    buffer.readUInt16LE(offset + 32)
  );
}

/** Inflates at most `limit` bytes; undefined when the entry would produce more. */
async function inflateCapped(data: Buffer, limit: number): Promise<number | undefined> {
  try {
    // One byte over the limit is enough to know it is too much.
    const out = await inflateRawAsync(data, { maxOutputLength: limit + 1 });
    return out.length > limit ? undefined : out.length;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return undefined;
    throw error;
  }
}

/**
 * 'ok' when every entry inflates, in total, to at most `maxInflatedBytes` real bytes; 'tooLarge'
 * past it (or past `maxEntries`, or a ZIP64 archive, which no template needs); 'notZip' for
 * anything that is not a readable zip of stored or deflated entries.
 */
export async function checkZip(
  buffer: Buffer,
  maxInflatedBytes: number,
  maxEntries = 10_000,
): Promise<ZipCheck> {
  if (buffer.length < EOCD_MIN) return 'notZip';
  const eocd = findEndOfCentralDirectory(buffer);
  if (eocd < 0) return 'notZip';
  const entries = buffer.readUInt16LE(eocd + 10);
  let offset = buffer.readUInt32LE(eocd + 16);
  if (entries === 0xffff || offset === 0xffffffff) return 'tooLarge';
  if (entries > maxEntries) return 'tooLarge';
  const first = offset;
  let declared = 0;
  for (let n = 0; n < entries; n += 1) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== CENTRAL_SIGNATURE) {
      return 'notZip';
    }
    declared += buffer.readUInt32LE(offset + 24);
    if (declared > maxInflatedBytes) return 'tooLarge';
    offset = nextEntry(buffer, offset);
  }
  offset = first;
  let total = 0;
  for (let n = 0; n < entries; n += 1) {
    const method = buffer.readUInt16LE(offset + 10);
    const compressedSize = buffer.readUInt32LE(offset + 20);
    const local = buffer.readUInt32LE(offset + 42);
    if (local + 30 > buffer.length || buffer.readUInt32LE(local) !== LOCAL_SIGNATURE) {
      return 'notZip';
    }
    const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    if (start + compressedSize > buffer.length) return 'notZip';
    const data = buffer.subarray(start, start + compressedSize);
    const remaining = maxInflatedBytes - total;
    let size: number | undefined;
    if (data.length === 0) size = 0;
    else if (method === STORED) size = data.length <= remaining ? data.length : undefined;
    else if (method === DEFLATED) {
      try {
        size = await inflateCapped(data, remaining);
      } catch {
        return 'notZip';
      }
    } else return 'notZip';
    if (size === undefined) return 'tooLarge';
    total += size;
    offset = nextEntry(buffer, offset);
  }
  return 'ok';
}
