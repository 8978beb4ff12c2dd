// Where uploaded bytes live: DATA_DIR/uploads/<generated id>, a folder no static route serves. The
// user's file name is never part of a path; it stays in the database and in Content-Disposition.
// Keys are random uuids, so another process (or another server behind the same folder) cannot
// collide with them, and a key never names anything outside the folder.
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { checkUpload, fileExtension, uploadTooLarge } from '@portal/contract';
import { fileTypeFromFile } from 'file-type';
import { ApiError } from '../../http/api-error.ts';
import { isTruncated, type FileReceiver } from '../../http/register-call.ts';
import { matchContent, TEXT_SAMPLE_BYTES } from './content-check.ts';

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NAME_MAX = 200;

/** A call's own rules for its files, narrower than the product rules' list and 100 MB. */
export interface ReceiveRules {
  extensions?: readonly string[];
  /** Files of this size or more are refused (413), as the upload limit is. */
  maxBytes?: number;
}

/** A file written to storage and checked, not yet recorded in the database. */
export interface StoredUpload {
  key: string;
  name: string;
  ext: string;
  size: number;
  mime: string;
}

/**
 * Unicode's bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069).
 * In a file name they reorder what is shown: `invoice\u202Efdp.exe` reads as "invoiceexe.pdf" in a
 * list or a save dialog, so the name would lie about the extension the file opens with.
 */
export const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name as shown: no folders (some browsers send a path), no control characters, no bidi
 * controls, not too long.
 */
export function cleanFileName(raw: string): string {
  const base = (raw.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\x00-\x1f\x7f]/g, '')
    .replace(BIDI_CONTROLS, '')
    .trim();
  if (base.length <= NAME_MAX) return base;
  const ext = fileExtension(base);
  const keep = NAME_MAX - ext.length - 1;
  return ext && keep > 0 ? `${base.slice(0, keep)}.${ext}` : base.slice(0, NAME_MAX);
}

export class FileStorage {
  #ready: Promise<unknown> | undefined;

  constructor(readonly dir: string) {}

  path(key: string): string {
    if (!KEY.test(key)) throw new Error(`not a storage key: ${key}`);
    return join(this.dir, key);
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  /** A read stream, or undefined when the bytes are gone (the row outlived its file). */
  async openRead(key: string): Promise<{ stream: ReadStream; size: number } | undefined> {
    const path = this.path(key);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { stream: createReadStream(path), size: info.size };
  }

  /**
   * Streams an upload to a new key and checks it: extension on the list (before a byte is
   * written), under the size limit, not empty, content matching the extension. Whatever fails,
   * the partial file is removed before the error goes out. `rules` narrow the types and the size
   * for one call; past its size the rest of the stream is read and dropped, not written.
   */
  async receive(part: MultipartFile, rules: ReceiveRules = {}): Promise<StoredUpload> {
    const name = cleanFileName(part.filename);
    const ext = fileExtension(name);
    if (checkUpload({ name, size: 0 }, rules.extensions)?.key === 'upload.format') {
      part.file.resume();
      throw new ApiError(400, 'upload.format', { fields: { file: 'upload.format' } });
    }
    this.#ready ??= mkdir(this.dir, { recursive: true });
    await this.#ready;
    const key = randomUUID();
    const path = this.path(key);
    try {
      const out = createWriteStream(path, { flags: 'wx' });
      const limit = rules.maxBytes === undefined ? undefined : cutAt(rules.maxBytes);
      try {
        await (limit ? pipeline(part.file, limit.stream, out) : pipeline(part.file, out));
      } catch (error) {
        // A body cut short or malformed is the client's fault; a disk error is ours.
        if (part.file.errored) throw new ApiError(400, 'http.badRequest');
        throw error;
      }
      if (isTruncated(part))
        throw new ApiError(413, 'upload.size', { params: uploadTooLarge().params });
      if (limit?.over())
        throw new ApiError(413, 'upload.size', { params: uploadTooLarge(rules.maxBytes).params });
      const size = out.bytesWritten;
      if (size === 0) throw new ApiError(400, 'file.empty', { fields: { file: 'file.empty' } });
      const mime = matchContent(ext, await fileTypeFromFile(path), await readHead(path));
      if (!mime) {
        throw new ApiError(400, 'file.contentMismatch', {
          fields: { file: 'file.contentMismatch' },
        });
      }
      return { key, name, ext, size, mime };
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
  }

  /** The receiver of upload calls that keep the file. */
  receiver(rules: ReceiveRules = {}): FileReceiver<StoredUpload> {
    return {
      receive: (part) => this.receive(part, rules),
      discard: (file) => this.remove(file.key),
    };
  }
}

/**
 * Passes bytes on until `maxBytes` have been seen, then drops the rest while the request is read
 * to its end (the multipart limit still bounds it), so a refused file never fills the disk.
 */
function cutAt(maxBytes: number): { stream: Transform; over: () => boolean } {
  let seen = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen >= maxBytes) done();
      else done(null, chunk);
    },
  });
  return { stream, over: () => seen >= maxBytes };
}

async function readHead(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(TEXT_SAMPLE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
