// Request log lines never carry a credential. The URL is logged as the server understands it, not
// as it was typed: the query is parsed and its keys decoded (so `%74oken=` is `token=`, as the
// route sees it), and the path has its percent-escapes decoded and its duplicate and trailing
// slashes folded (the router accepts `/api//oauth/token/`, so the check must too). Then:
// - the token endpoint's query is dropped whole: the password grant carries the encrypted
//   password and the refresh grant the client secret and refresh token;
// - anywhere else, the value of every parameter named like a credential (access_token, token,
//   refresh_token, password, client_secret, code, ticket; any letter case) is blanked, and so is
//   the value of a parameter whose name cannot be decoded, since nobody can tell what it names.
import type { FastifyRequest } from 'fastify';

const SECRET_PATHS: ReadonlySet<string> = new Set(['/api/oauth/token']);
const SECRET_PARAMS: ReadonlySet<string> = new Set([
  'access_token',
  'token',
  'refresh_token',
  'password',
  'client_secret',
  'code',
  'ticket',
]);
const REDACTED = '[redacted]';

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The path as the router matches it: escapes decoded, `//` and a trailing `/` folded. */
export function normalisePath(path: string): string {
  const folded = decode(path).replace(/\/{2,}/g, '/');
  return folded.length > 1 ? folded.replace(/\/+$/, '') : folded;
}

export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const bare = hash < 0 ? url : url.slice(0, hash);
  const mark = bare.indexOf('?');
  const path = normalisePath(mark < 0 ? bare : bare.slice(0, mark));
  if (mark < 0) return path;
  if (SECRET_PATHS.has(path.toLowerCase())) return path;
  const query = new URLSearchParams(bare.slice(mark + 1));
  const kept = new URLSearchParams();
  for (const [key, value] of query) {
    const name = key.trim().toLowerCase();
    const secret = SECRET_PARAMS.has(name) || name.includes('%');
    kept.append(key, secret ? REDACTED : value);
  }
  const text = kept.toString().replaceAll(encodeURIComponent(REDACTED), REDACTED);
  return text ? `${path}?${text}` : path;
}

export const logSerializers = {
  req(req: FastifyRequest) {
    return {
      method: req.method,
      url: redactUrl(req.url),
      remoteAddress: req.ip,
    };
  },
};
