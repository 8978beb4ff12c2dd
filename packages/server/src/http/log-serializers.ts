// Request log lines without query strings of the token endpoint: the password grant carries the
// encrypted password and the refresh grant the client secret and refresh token. Download links
// (files, templates) carry the access token as `token=`; its value is blanked wherever it is.
import type { FastifyRequest } from 'fastify';

const SECRET_PATHS = /^\/api\/oauth\/token(?:[/?#]|$)/;
const TOKEN_PARAM = /([?&]token=)[^&#]*/gi;

export function redactUrl(url: string): string {
  if (SECRET_PATHS.test(url)) return url.split('?')[0] ?? url;
  return url.replace(TOKEN_PARAM, '$1[redacted]');
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
