// The last step of `npm run build`: brotli and gzip copies beside the built host and widgets (see
// plugins/precompress.ts), with a line on what they save.
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { DEFAULT_STATIC_DIRS, REPO_ROOT } from './paths.ts';
import { precompressDir } from './plugins/precompress.ts';

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const started = performance.now();
const dirs = [DEFAULT_STATIC_DIRS.host, DEFAULT_STATIC_DIRS.widgets].filter((d) => existsSync(d));
const summaries = await Promise.all(dirs.map(precompressDir));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
dirs.forEach((dir, i) => {
  const s = summaries[i]!;
  console.log(
    `precompressed ${relative(REPO_ROOT, dir)}: ${s.files} files, ${kb(s.bytes)} → ` +
      `brotli ${kb(s.brotliBytes)}, gzip ${kb(s.gzipBytes)}`,
  );
});
console.log(`precompression took ${seconds} s`);
