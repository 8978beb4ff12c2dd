// The failures the OpenAPI document lists for each call, each answered with the ErrorBody schema.
// Derived from what every call shares: 400 for input that breaks the rules, 401 and 403 from its
// audience and permission, 404 when it names something by id (a missing one and another company's
// look alike), 409 for a versioned change, 413 for a body over the limit; plus what its definition
// adds (`errors`: a rate limit, a duplicate).
import { needsSession, type CallDef, type ErrorStatus } from '@portal/contract';
import { z } from 'zod';

export const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'The input is malformed or breaks a rule; `data.fields` names the fields and why.',
  401: 'No valid session (a missing, expired or revoked access token), or no valid integration key.',
  403: "The caller's side or roles may not make this call.",
  404: "Not found; another company's record answers the same.",
  409: 'The record changed since it was read (stale version), or its state does not allow this.',
  413: 'The body or the uploaded file is larger than allowed.',
  429: 'Too many attempts; `Retry-After` says when to try again.',
};

/** Input fields that name a record: asking for one that is not there (or not yours) is a 404. */
const NAMES_A_RECORD = /^(id|ids|obj|code)$|Id$|Ids$/;

function inputKeys(input: z.ZodType): string[] {
  if (input instanceof z.ZodObject) return Object.keys(input.shape);
  if (input instanceof z.ZodDiscriminatedUnion || input instanceof z.ZodUnion) {
    return (input.options as z.ZodType[]).flatMap(inputKeys);
  }
  return [];
}

export function errorStatuses(call: CallDef): ErrorStatus[] {
  const keys = inputKeys(call.input);
  const statuses = new Set<ErrorStatus>([400, ...(call.errors ?? [])]);
  if (needsSession(call.audience) || call.audience === 'integration') statuses.add(401);
  if (call.audience === 'supplier' || call.audience === 'buyer' || call.permission) {
    statuses.add(403);
  }
  if (keys.some((k) => NAMES_A_RECORD.test(k))) statuses.add(404);
  if (call.encoding !== 'query' && keys.some((k) => k === 'version' || k === 'versions')) {
    statuses.add(409);
  }
  if (call.encoding !== 'query') statuses.add(413);
  return [...statuses].sort((a, b) => a - b);
}
