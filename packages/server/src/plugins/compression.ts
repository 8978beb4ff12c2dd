// API answers over 1 KB go out compressed (brotli at quality 4, else gzip) when the browser accepts
// it: a list page's JSON shrinks to a fifth on a phone network. The built front ends are not
// compressed here: static-files.ts sends the copies the build compressed once at the best ratio
// (a reply that already has a Content-Encoding is left alone). Request bodies are not decompressed:
// nothing sends them compressed, and uploads keep their size limit as sent.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESS_THRESHOLD_BYTES = 1024;

/** JSON, text, JavaScript, XML and SVG; not event streams, spreadsheets, PDFs or images. */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/](?:json|javascript|xml)(?:;|$)/;

/**
 * Answers that carry credentials stay uncompressed: a compressed secret beside text an attacker
 * chooses leaks through the answer's length (BREACH).
 */
const CREDENTIAL_ROUTES = /^\/api\/oauth\//;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (CREDENTIAL_ROUTES.test(route.url)) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  });
}
