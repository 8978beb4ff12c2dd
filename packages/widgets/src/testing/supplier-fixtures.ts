// The supplier lifecycle's public and buyer calls for stories and tests: the registration's
// duplicate check and register call (a small in-memory directory of taken accounts, companies and
// tax IDs, invite codes that work, are used or expired), and the buyer's invitations (list by page,
// state and search; create refusing a second open invitation to one address; resend with a version
// check), answering in the request's language as the server does.
import {
  formatMessage,
  supplierApi,
  toLanguage,
  type InviteRow,
  type MessageKey,
} from '@portal/contract';
import { failure, ok, publicKeyHandler } from './fixtures';
import type { MockApi, RecordedRequest, Reply } from './mock-api';
import { matches, page } from './resource-fixtures';

const langOf = (req: RecordedRequest) => toLanguage(req.headers['Accept-Language']);
const refuse = (req: RecordedRequest, status: number, key: MessageKey, fields?: object) => {
  const body = failure(status, formatMessage(langOf(req), key));
  return [status, fields ? { ...body, data: { fields } } : body] as Reply;
};

/** An invite code that registers. */
export const FIXTURE_INVITE_CODE = 'K7M2Q9XH';
/** An invite code whose invitation has expired. */
export const FIXTURE_EXPIRED_CODE = 'EXP2R3D4';

/** What is registered already (the duplicate check compares without case, tax IDs upper-cased). */
export const TAKEN = {
  account: ['supplier.demo', 'supplier.other'],
  companyName: ['Demo Aero Parts Co., Ltd.'],
  taxId: ['91310000MA1FL8XQ2T'],
};

export interface RegisterFixtureOptions {
  /** The duplicate check answers this HTTP status (429: too many checks). */
  checkFails?: number;
}

export interface RegisterMock {
  /** Bodies of the register calls, in order. */
  registered: () => Record<string, unknown>[];
}

const isTaken = (field: keyof typeof TAKEN, value: unknown) =>
  typeof value === 'string' &&
  TAKEN[field].some((v) => v.toLowerCase() === value.trim().toLowerCase());

export function registerHandlers(api: MockApi, opts: RegisterFixtureOptions = {}): RegisterMock {
  const registered: Record<string, unknown>[] = [];
  publicKeyHandler(api);
  api.on(supplierApi.checkRegistration, (req): Reply => {
    if (opts.checkFails) return refuse(req, opts.checkFails, 'http.tooManyRequests');
    const p = req.params;
    return [
      200,
      ok({
        account: isTaken('account', p.account),
        companyName: isTaken('companyName', p.companyName),
        taxId: isTaken('taxId', p.taxId),
      }),
    ];
  });
  api.on(supplierApi.register, (req): Reply => {
    const body = req.body;
    registered.push(body);
    if (body.inviteCode === FIXTURE_EXPIRED_CODE)
      return refuse(req, 409, 'register.inviteExpired', { inviteCode: 'register.inviteExpired' });
    if (body.inviteCode !== FIXTURE_INVITE_CODE)
      return refuse(req, 409, 'register.inviteInvalid', { inviteCode: 'register.inviteInvalid' });
    const fields = {
      ...(isTaken('account', body.account) ? { account: 'register.accountTaken' } : {}),
      ...(isTaken('companyName', body.companyName) ? { companyName: 'register.companyTaken' } : {}),
      ...(isTaken('taxId', body.taxId) ? { taxId: 'register.taxIdTaken' } : {}),
    };
    const first = Object.values(fields)[0] as MessageKey | undefined;
    if (first) return refuse(req, 409, first, fields);
    return [
      200,
      {
        code: 200,
        msg: formatMessage(langOf(req), 'register.done'),
        data: { account: body.account },
      },
    ];
  });
  return { registered: () => [...registered] };
}

// --- invitations -----------------------------------------------------------------------------------

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

/** Invitations of both pages: open, registered, expired, some sent more than once. */
export function inviteRows(now = Date.now()): InviteRow[] {
  const row = (
    n: number,
    companyName: string,
    kind: InviteRow['kind'],
    state: InviteRow['state'],
    sentHoursAgo: number,
    extra: Partial<InviteRow> = {},
  ): InviteRow => ({
    id: `inv-${n}`,
    companyName,
    email: `sales@${companyName.split(/\W+/)[0]!.toLowerCase()}-${n}.example.com`,
    kind,
    state,
    lastSentAt: iso(now - sentHoursAgo * HOUR),
    expiresAt: iso(now - sentHoursAgo * HOUR + 7 * DAY),
    sentCount: 1,
    invitedBy: 'Buyer Admin',
    registeredCompany: null,
    version: 1,
    ...extra,
  });
  return [
    row(1, 'Pacific Avionics Ltd.', 'aviation', 'sent', 5),
    row(2, 'Euro Wheels GmbH', 'aviation', 'registered', 30, {
      registeredCompany: 'Euro Wheels GmbH',
      version: 2,
    }),
    row(3, 'Harbin Hangar Services', 'dept21', 'expired', 24 * 9, { sentCount: 2, version: 2 }),
    row(4, 'Sky Tools Trading', 'dept21', 'sent', 50),
    row(5, 'Northern Freight Co.', 'transport', 'sent', 2),
    row(6, 'Silk Road Logistics', 'transport', 'expired', 24 * 12),
  ];
}

export interface InviteFixtureOptions {
  rows?: InviteRow[];
  /** The list call fails with this HTTP status. */
  failWith?: number;
}

export interface InviteMock {
  /** Bodies of the create and resend calls, in order. */
  created: () => Record<string, unknown>[];
  resent: () => Record<string, unknown>[];
}

export function inviteHandlers(api: MockApi, opts: InviteFixtureOptions = {}): InviteMock {
  const now = Date.now();
  const rows = [...(opts.rows ?? inviteRows(now))];
  const created: Record<string, unknown>[] = [];
  const resent: Record<string, unknown>[] = [];
  let next = 100;

  api.on(supplierApi.listInvites, (req): Reply => {
    if (opts.failWith) return refuse(req, opts.failWith, 'http.server');
    const p = req.params;
    const transport = p.page === 'transport';
    const found = rows
      .filter(
        (r) =>
          (r.kind === 'transport') === transport &&
          (!p.state || r.state === p.state) &&
          matches(p.q, r.companyName, r.email),
      )
      .sort((a, b) => b.lastSentAt.localeCompare(a.lastSentAt));
    return [200, page(found, req)];
  });

  api.on(supplierApi.createInvite, (req): Reply => {
    const body = req.body as { companyName: string; email: string; kind: InviteRow['kind'] };
    created.push(body);
    const email = body.email.toLowerCase();
    if (rows.some((r) => r.email === email && r.state === 'sent'))
      return refuse(req, 409, 'invite.pending');
    const row: InviteRow = {
      id: `inv-${++next}`,
      companyName: body.companyName,
      email,
      kind: body.kind,
      state: 'sent',
      lastSentAt: iso(Date.now()),
      expiresAt: iso(Date.now() + 7 * DAY),
      sentCount: 1,
      invitedBy: 'Buyer Admin',
      registeredCompany: null,
      version: 1,
    };
    rows.unshift(row);
    return [
      200,
      { code: 200, msg: formatMessage(langOf(req), 'invite.created', { email }), data: row },
    ];
  });

  api.on(supplierApi.resendInvite, (req): Reply => {
    const body = req.body as { id: string; version: number };
    resent.push(body);
    const i = rows.findIndex((r) => r.id === body.id);
    const row = rows[i];
    if (!row) return refuse(req, 404, 'invite.notFound');
    if (row.state === 'registered') return refuse(req, 409, 'invite.registered');
    if (row.version !== Number(body.version)) return refuse(req, 409, 'invite.stale');
    const updated: InviteRow = {
      ...row,
      state: 'sent',
      lastSentAt: iso(Date.now()),
      expiresAt: iso(Date.now() + 7 * DAY),
      sentCount: row.sentCount + 1,
      version: row.version + 1,
    };
    rows[i] = updated;
    return [
      200,
      {
        code: 200,
        msg: formatMessage(langOf(req), 'invite.resent', { email: row.email }),
        data: updated,
      },
    ];
  });

  return { created: () => [...created], resent: () => [...resent] };
}
