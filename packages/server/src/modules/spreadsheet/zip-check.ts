// An xlsx is a zip; exceljs inflates every part in memory. Before handing it a file, the zip's
// central directory is read and the declared sizes are added up, so a small upload that would
// inflate to gigabytes (a zip bomb) is refused without being inflated. A zip that lies about its
// sizes still gets through this check; the upload size limit keeps the damage bounded.
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const COMMENT_MAX = 0xffff;

export type ZipCheck = 'ok' | 'notZip' | 'tooLarge';

export function checkZip(buffer: Buffer, maxInflatedBytes: number, maxEntries = 10_000): ZipCheck {
  if (buffer.length < EOCD_MIN) return 'notZip';
  let eocd = -1;
  const stop = Math.max(0, buffer.length - EOCD_MIN - COMMENT_MAX);
  for (let i = buffer.length - EOCD_MIN; i >= stop; i -= 1) {
    if (buffer.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return 'notZip';
  const entries = buffer.readUInt16LE(eocd + 10);
  let offset = buffer.readUInt32LE(eocd + 16);
  // ZIP64 markers: no spreadsheet template is that big.
  if (entries === 0xffff || offset === 0xffffffff) return 'tooLarge';
  if (entries > maxEntries) return 'tooLarge';
  let total = 0;
  for (let n = 0; n < entries; n += 1) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== CENTRAL_SIGNATURE) {
      return 'notZip';
    }
    total += buffer.readUInt32LE(offset + 24);
    if (total > maxInflatedBytes) return 'tooLarge';
    offset +=
      46 +
      buffer.readUInt16LE(offset + 28) +
      buffer.readUInt16LE(offset + 30) +
      buffer.readUInt16LE(offset + 32);
  }
  return 'ok';
}
