// Who is calling: the user and company come from the session, never from the request body, so a
// supplier can only ever act for its own company. registerCall's checks set it on the request once
// the session, the audience and the permission have been checked (http/register-call.ts).
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.ts';

export interface Actor {
  userId: string;
  companyId: string;
  /** The side of the portal the caller's company is on. */
  companyKind: 'buyer' | 'supplier';
  sessionId: string;
  ip: string;
  /** The account and real name, as the operation log and the supplier history name the caller. */
  account: string;
  name: string;
  /** The permission codes of the caller's roles. */
  permissions: ReadonlySet<string>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set by the checks of calls that need a signed-in user. */
    actor: Actor | null;
  }
}

export function actorOf(req: FastifyRequest): Actor {
  if (!req.actor) throw new ApiError(401, 'auth.required', { error: 'invalid_request' });
  return req.actor;
}
