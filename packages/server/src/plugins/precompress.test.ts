// The build's brotli and gzip copies: what gets one, that it unpacks to the file, and that a copy
// left from an earlier build goes.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

const SCRIPT = 'export const label = "Supplier portal";\n'.repeat(200);
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-precompress-'));
  await mkdir(join(dir, 'assets'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes brotli and gzip copies that unpack to each text file, in subfolders too', async () => {
    await writeFile(join(dir, 'index.html'), `<!doctype html><title>x</title>${SCRIPT}`);
    await writeFile(join(dir, 'assets/index-B4xQ9zT1.js'), SCRIPT);
    await writeFile(join(dir, 'assets/index-B3AomT0q.css'), 'a{color:red}\n'.repeat(300));

    const summary = await precompressDir(dir);

    expect(summary.files).toBe(3);
    expect(summary.brotliBytes).toBeLessThan(summary.gzipBytes);
    expect(summary.gzipBytes).toBeLessThan(summary.bytes / 10);
    for (const file of ['index.html', 'assets/index-B4xQ9zT1.js', 'assets/index-B3AomT0q.css']) {
      const original = await readFile(join(dir, file));
      expect(brotliDecompressSync(await readFile(join(dir, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(await readFile(join(dir, `${file}.gz`)))).toEqual(original);
    }
  });

  it('leaves out source maps, images and copies that would not be smaller', async () => {
    await writeFile(
      join(dir, 'assets/index-B4xQ9zT1.js.map'),
      `{"mappings":"${'A'.repeat(5000)}"}`,
    );
    await writeFile(join(dir, 'assets/logo-B4xQ9zT1.png'), Buffer.alloc(4000, 7));
    await writeFile(join(dir, 'tiny.js'), 'x');

    const summary = await precompressDir(dir);

    expect(summary).toEqual({ files: 1, bytes: 1, brotliBytes: 1, gzipBytes: 1 });
    for (const file of ['assets/index-B4xQ9zT1.js.map', 'assets/logo-B4xQ9zT1.png', 'tiny.js']) {
      expect(existsSync(join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
    }
  });

  it('removes the copies of an earlier build before writing new ones', async () => {
    await writeFile(join(dir, 'index.html'), `<!doctype html><title>new</title>${SCRIPT}`);
    await writeFile(join(dir, 'index.html.br'), 'the old page');
    await writeFile(join(dir, 'assets/gone-B4xQ9zT1.js.gz'), 'a chunk the new build dropped');

    await precompressDir(dir);

    const page = brotliDecompressSync(await readFile(join(dir, 'index.html.br'))).toString();
    expect(page).toContain('<title>new</title>');
    expect(existsSync(join(dir, 'assets/gone-B4xQ9zT1.js.gz'))).toBe(false);
  });
});
