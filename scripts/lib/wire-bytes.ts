// Bytes on the wire for a first visit to a page, as the server sends them to Chromium (which asks
// for br, gzip and zstd): every response of the load with an empty cache, counted by Chromium's
// network layer (encoded body plus headers), beside what the same responses are once unpacked.
// `npm run bench` prints it for /login next to the gzip budgets, which count bundle sizes only.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';

export interface WireBytes {
  requests: number;
  /** Bytes received: headers plus the encoded (compressed) bodies. */
  wire: number;
  /** The same bodies unpacked: what went out before the server compressed anything. */
  unpacked: number;
  /** Per resource type (Document, Script, Stylesheet, Fetch, ...): wire and unpacked bytes. */
  byType: Record<string, { requests: number; wire: number; unpacked: number }>;
  /** Content-Encoding of each script, stylesheet and document: `br` when all is well. */
  encodings: Record<string, number>;
}

export async function wireBytesOfFirstVisit(url: string): Promise<WireBytes> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const types = new Map<string, string>();
    const unpacked = new Map<string, number>();
    const result: WireBytes = { requests: 0, wire: 0, unpacked: 0, byType: {}, encodings: {} };
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      types.set(requestId, type);
      if (['Document', 'Script', 'Stylesheet'].includes(type)) {
        const headers = Object.fromEntries(
          Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]),
        );
        const encoding = headers['content-encoding'] ?? 'none';
        result.encodings[encoding] = (result.encodings[encoding] ?? 0) + 1;
      }
    });
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      unpacked.set(requestId, (unpacked.get(requestId) ?? 0) + dataLength);
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const type = types.get(requestId) ?? 'Other';
      const body = unpacked.get(requestId) ?? 0;
      const row = (result.byType[type] ??= { requests: 0, wire: 0, unpacked: 0 });
      row.requests += 1;
      row.wire += encodedDataLength;
      row.unpacked += body;
      result.requests += 1;
      result.wire += encodedDataLength;
      result.unpacked += body;
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return result;
  } finally {
    await browser.close();
  }
}

/** The bench's lines for one page. */
export function printWireBytes(title: string, w: WireBytes): void {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
  console.log(`\n${title}: ${w.requests} requests, as served (the browser accepts br)`);
  console.log(
    `  ${'type'.padEnd(12)}${'requests'.padStart(9)}${'on the wire'.padStart(13)}${'unpacked'.padStart(11)}`,
  );
  for (const [type, row] of Object.entries(w.byType).sort((a, b) => b[1].wire - a[1].wire)) {
    console.log(
      `  ${type.padEnd(12)}${String(row.requests).padStart(9)}${kb(row.wire).padStart(13)}${kb(row.unpacked).padStart(11)}`,
    );
  }
  console.log(
    `  ${'all'.padEnd(12)}${String(w.requests).padStart(9)}${kb(w.wire).padStart(13)}${kb(w.unpacked).padStart(11)}`,
  );
  const encodings = Object.entries(w.encodings)
    .map(([e, n]) => `${n} ${e}`)
    .join(', ');
  console.log(`  content-encoding of the page, scripts and stylesheets: ${encodings}`);
}
