// Content-Disposition for a stored file's original name (RFC 6266). Chinese and other non-ASCII
// names go in `filename*` (RFC 5987, UTF-8, percent-encoded), which every current browser reads;
// `filename` carries an ASCII stand-in for the rest. Quotes, backslashes and control characters
// never reach the header, so a name cannot break it or add a header of its own.

/** RFC 5987 attr-char: letters, digits and !#$&+-.^_`|~ stay; everything else is %XX of UTF-8. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value)
    .replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%(7C|60|5E)/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function asciiFallback(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return ascii.trim() || 'download';
}

export function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  // Bidi controls too: names stored before uploads were cleaned of them (storage.ts) still have them.
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\x00-\x1f\x7f\u202a-\u202e\u2066-\u2069]/g, '');
  const fallback = asciiFallback(clean);
  const header = `${type}; filename="${fallback}"`;
  return fallback === clean ? header : `${header}; filename*=UTF-8''${encodeRfc5987(clean)}`;
}
