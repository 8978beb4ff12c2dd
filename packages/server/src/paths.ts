import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is packages/server/src/paths.ts). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export const DEFAULT_STATIC_DIRS = {
  widgets: resolve(REPO_ROOT, 'packages/widgets/dist'),
  host: resolve(REPO_ROOT, 'packages/host/dist'),
};
