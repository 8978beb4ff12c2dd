// Brotli and gzip copies of the built front ends, written once after `npm run build` so that the
// server sends every script and stylesheet compressed at the best ratio without compressing it on
// each request (static-files.ts serves `name.br` or `name.gz` by the request's Accept-Encoding).
// Source maps are left out (only developer tools fetch them), and so is a copy that would not be
// smaller than its file. Copies from an earlier build are removed first: a stale `.br` beside a
// new `index.html` would serve the old page to every browser that accepts brotli.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text the browser downloads; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:m?js|css|html|json|svg|txt|xml)$/;
const COPY = /\.(?:br|gz)$/;

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

async function writeSmaller(path: string, copy: Buffer, original: number): Promise<number> {
  if (copy.length >= original) return original;
  await writeFile(path, copy);
  return copy.length;
}

/** Compresses every compressible file under `dir`; answers what was written. */
export async function precompressDir(dir: string): Promise<PrecompressSummary> {
  const all = await filesUnder(dir);
  await Promise.all(all.filter((f) => COPY.test(f)).map((f) => rm(f, { force: true })));
  const files = all.filter((f) => COMPRESSIBLE.test(f));
  const sizes = await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      const [br, gzip] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gz(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      return {
        bytes: body.length,
        brotliBytes: await writeSmaller(`${file}.br`, br, body.length),
        gzipBytes: await writeSmaller(`${file}.gz`, gzip, body.length),
      };
    }),
  );
  return sizes.reduce<PrecompressSummary>(
    (sum, s) => ({
      files: sum.files + 1,
      bytes: sum.bytes + s.bytes,
      brotliBytes: sum.brotliBytes + s.brotliBytes,
      gzipBytes: sum.gzipBytes + s.gzipBytes,
    }),
    { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 },
  );
}
