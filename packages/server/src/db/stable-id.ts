// A uuid-shaped id derived from a name, so the seed can refer to its rows on every start without
// looking them up (and re-running it cannot make a second copy).
import { createHash } from 'node:crypto';

export function stableId(name: string): string {
  const h = createHash('sha256').update(`portal:${name}`).digest('hex');
  // Version 8 ("custom") uuid layout, variant bits 10xx.
  const variant = ((Number.parseInt(h[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
