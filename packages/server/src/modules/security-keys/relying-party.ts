// Which relying party (WebAuthn's rp id and origin) a request speaks to
// (docs/decisions/2026-11-27-security-keys.md): the configured public URL's host and origin. A
// portal configured on a loopback address (a developer's machine, the browser tests) also accepts
// the page's own loopback origin, since browsers refuse an IP address as an rp id and the same
// portal is then opened as http://localhost:<port>.
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface RelyingParty {
  /** WebAuthn's rp id: a host name, without port. */
  id: string;
  /** The origin the browser's clientDataJSON must name. */
  origin: string;
}

export function relyingParty(publicUrl: string, requestOrigin: string | undefined): RelyingParty {
  const configured = new URL(publicUrl);
  if (requestOrigin && LOOPBACK.has(configured.hostname)) {
    const asked = parseOrigin(requestOrigin);
    if (asked && LOOPBACK.has(asked.hostname)) return { id: asked.hostname, origin: asked.origin };
  }
  return { id: configured.hostname, origin: configured.origin };
}

function parseOrigin(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
