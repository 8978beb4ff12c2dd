// Request log lines without query strings of the token endpoint: the password grant carries the
// encrypted password and the refresh grant the client secret and refresh token.
import type { FastifyRequest } from 'fastify';

const SECRET_PATHS = /^\/api\/oauth\/token(?:[/?#]|$)/;

export function redactUrl(url: string): string {
  return SECRET_PATHS.test(url) ? (url.split('?')[0] ?? url) : url;
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
