// Who is calling: the user and company come from the session, never from the request body, so a
// supplier can only ever act for its own company.
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../http/register-call.ts';

export interface Actor {
  userId: string;
  companyId: string;
  sessionId: string;
  ip: string;
}

export function actorOf(req: FastifyRequest): Actor {
  const auth = requireAuth(req);
  return { userId: auth.userId, companyId: auth.companyId, sessionId: auth.sessionId, ip: req.ip };
}
