// The company profile for the profile widget's stories and tests: a registered supplier's profile
// (to be evaluated, nothing filled in yet, or complete), and stateful handlers that check input
// with the contract's own rules, refuse a stale version (409) or a state that forbids the change,
// and otherwise answer the whole profile as the server does.
import {
  CAPABILITY_SUBMITTABLE,
  addQualificationInput,
  decideCapabilityInput,
  expiryState,
  filesApi,
  formatMessage,
  isQualified,
  profileEditable,
  saveAbilityInput,
  saveBasicInput,
  saveOtherInput,
  supplierApi,
  supplierProfileApi,
  toLanguage,
  type AuditState,
  type MessageKey,
  type SupplierProfile,
} from '@portal/contract';
import { failure, ok } from './fixtures';
import type { MockApi, RecordedRequest, Reply } from './mock-api';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

export interface ProfileFixtureOptions {
  state?: AuditState;
  /** A complete profile with a license expiring soon, an expired ISO 9001 and capabilities. */
  complete?: boolean;
  kind?: SupplierProfile['kind'];
  /** The buyer's view: may decide capabilities. */
  canDecide?: boolean;
  /** Every call fails with this status. */
  failWith?: number;
}

export function fixtureProfile(opts: ProfileFixtureOptions = {}): SupplierProfile {
  const state = opts.state ?? 'toBeEvaluated';
  const base: SupplierProfile = {
    id: 'sup-77',
    code: 'S200077',
    kind: opts.kind ?? 'aviation',
    state,
    editable: profileEditable(state),
    extendable: profileEditable(state) || isQualified(state),
    name: '天工航材有限公司',
    nameEn: '',
    country: 'CN',
    businessTypes: ['purchase', 'dept21'],
    grade: 'B',
    taxCategory: 'uscc',
    taxId: '91320000MA1TG00077',
    registeredCapital: null,
    capitalCurrency: null,
    licenseNumber: '',
    legalRepresentative: '',
    foundedOn: null,
    registeredAddress: '',
    officeAddress: '',
    website: '',
    contacts: [],
    warehouseAddress: '',
    warehouseArea: null,
    annualSales: [],
    oems: [],
    capabilities: [],
    qualifications: [],
    missing: [],
    canDecide: opts.canDecide ?? false,
    updatedAt: '2026-11-20T02:00:00Z',
    version: 3,
  };
  if (opts.complete) {
    Object.assign(base, {
      nameEn: 'Tiangong Aviation Materials Co., Ltd.',
      registeredCapital: 5_000_000,
      capitalCurrency: 'CNY',
      licenseNumber: '91320000MA1TG00077',
      legalRepresentative: '王立',
      foundedOn: '2012-05-18',
      registeredAddress: '江苏省南京市江宁区将军大道 88 号',
      website: 'https://tiangong.example',
      contacts: [
        {
          id: 'c-1',
          name: '李娜',
          position: 'Sales manager',
          phone: '+86 25 5555 0101',
          email: 'li.na@tiangong.example',
          primary: true,
        },
      ],
      annualSales: [{ id: 's-1', year: 2025, amount: 15_500_000, currency: 'CNY' }],
      oems: [
        {
          id: 'o-1',
          manufacturer: 'Honeywell',
          authorization: 'distributor',
          validUntil: day(300),
        },
      ],
      capabilities: [
        {
          id: 'k-1',
          businessType: 'purchase',
          productType: 'rotables',
          status: 'underReview',
          remarks: '',
          decidedBy: '',
          decidedAt: null,
          version: 2,
        },
        {
          id: 'k-2',
          businessType: 'repair',
          productType: 'landingGear',
          status: 'noPass',
          remarks: 'No CAAC approval for landing gear',
          decidedBy: '质量部',
          decidedAt: '2026-11-10T02:00:00Z',
          version: 3,
        },
      ],
      qualifications: [
        {
          id: 'q-1',
          kind: 'businessLicense',
          number: '91320000MA1TG00077',
          issuer: '南京市市场监督管理局',
          expiresOn: day(12),
          expiry: 'expiring',
          fileId: 'file-lic',
          fileName: 'business-license.pdf',
          fileSize: 248_000,
          uploadedAt: '2026-11-20T02:15:00Z',
        },
        {
          id: 'q-2',
          kind: 'iso9001',
          number: 'ISO-7781',
          issuer: 'TÜV',
          expiresOn: day(-5),
          expiry: 'expired',
          fileId: 'file-iso',
          fileName: 'iso9001.pdf',
          fileSize: 512_000,
          uploadedAt: '2026-01-20T02:15:00Z',
        },
      ],
    } satisfies Partial<SupplierProfile>);
  }
  return withMissing(base);
}

function withMissing(p: SupplierProfile): SupplierProfile {
  const missing: SupplierProfile['missing'] = [];
  if (!p.name) missing.push('name');
  if (!p.nameEn) missing.push('nameEn');
  if (!p.country) missing.push('country');
  if (!p.licenseNumber) missing.push('licenseNumber');
  if (!p.legalRepresentative) missing.push('legalRepresentative');
  if (!p.registeredAddress) missing.push('registeredAddress');
  if (!p.contacts.some((c) => c.primary)) missing.push('contacts');
  if (!p.qualifications.some((q) => q.kind === 'businessLicense' && q.expiry !== 'expired')) {
    missing.push('license');
  }
  return { ...p, missing };
}

export interface ProfileMock {
  profile: () => SupplierProfile;
}

export function profileHandlers(api: MockApi, opts: ProfileFixtureOptions = {}): ProfileMock {
  let profile = fixtureProfile(opts);
  let n = 0;
  const say = (req: RecordedRequest, key: MessageKey, params?: Record<string, string | number>) =>
    formatMessage(toLanguage(req.headers['accept-language']), key, params);
  const refuse = (req: RecordedRequest, status: number, key: MessageKey): Reply => [
    status,
    failure(status, say(req, key)),
  ];
  const invalid = (
    req: RecordedRequest,
    issues: readonly { path: readonly PropertyKey[]; message: string }[],
  ): Reply => {
    const fields: Record<string, string> = {};
    for (const i of issues) fields[i.path.join('.')] ??= say(req, i.message as MessageKey);
    return [400, { ...failure(400, say(req, 'http.badRequest' as MessageKey)), data: { fields } }];
  };
  const answer = (req: RecordedRequest, key: MessageKey = 'profile.saved'): Reply => [
    200,
    { code: 200, msg: say(req, key), data: profile },
  ];
  /** The checks every change of the supplier makes, then the change. */
  const change =
    (
      schema: {
        safeParse: (v: unknown) => {
          success: boolean;
          data?: unknown;
          error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
        };
      },
      allowed: 'editable' | 'extendable',
      apply: (input: never, req: RecordedRequest) => Reply | void,
    ) =>
    (req: RecordedRequest): Reply => {
      if (opts.failWith) return [opts.failWith, failure(opts.failWith, 'Server error')];
      const parsed = schema.safeParse(req.body);
      if (!parsed.success) return invalid(req, parsed.error!.issues);
      const input = parsed.data as { version: number };
      if (input.version !== profile.version) return refuse(req, 409, 'profile.stale');
      if (!(allowed === 'editable' ? profile.editable : profile.extendable)) {
        return refuse(req, 409, 'profile.notEditable');
      }
      const refused = apply(input as never, req);
      if (refused) return refused;
      profile = withMissing({ ...profile, version: profile.version + 1 });
      return answer(req);
    };

  const read = (): Reply =>
    opts.failWith ? [opts.failWith, failure(opts.failWith, 'Server error')] : [200, ok(profile)];
  api.on(supplierProfileApi.getOwnProfile, read);
  api.on(supplierProfileApi.getProfile, read);
  api.on(
    supplierProfileApi.saveBasic,
    change(
      saveBasicInput,
      'editable',
      (input: { contacts: { primary: boolean }[] } & Record<string, unknown>) => {
        const { version: _v, contacts, ...rest } = input;
        profile = {
          ...profile,
          ...(rest as Partial<SupplierProfile>),
          contacts: (contacts as SupplierProfile['contacts']).map((c, i) => ({
            ...c,
            id: `c-${++n}-${i}`,
          })),
        };
      },
    ),
  );
  api.on(
    supplierProfileApi.saveOther,
    change(saveOtherInput, 'editable', (input: Record<string, unknown>) => {
      const { version: _v, annualSales, oems, ...rest } = input;
      profile = {
        ...profile,
        ...(rest as Partial<SupplierProfile>),
        annualSales: (annualSales as SupplierProfile['annualSales'])
          .map((s) => ({ ...s, id: `s-${++n}` }))
          .sort((a, b) => b.year - a.year),
        oems: (oems as SupplierProfile['oems']).map((o) => ({ ...o, id: `o-${++n}` })),
      };
    }),
  );
  api.on(
    supplierProfileApi.saveAbility,
    change(
      saveAbilityInput,
      'extendable',
      (input: { capabilities: { businessType: string; productType: string }[] }) => {
        const key = (c: { businessType: string; productType: string }) =>
          `${c.businessType}/${c.productType}`;
        const kept = new Map(profile.capabilities.map((c) => [key(c), c]));
        profile = {
          ...profile,
          capabilities: input.capabilities.map(
            (c) =>
              kept.get(key(c)) ?? {
                ...(c as Pick<
                  SupplierProfile['capabilities'][number],
                  'businessType' | 'productType'
                >),
                id: `k-${++n}`,
                status: 'toBeSubmitted',
                remarks: '',
                decidedBy: '',
                decidedAt: null,
                version: 1,
              },
          ),
        };
      },
    ),
  );
  api.on(
    supplierProfileApi.addQualification,
    change(
      addQualificationInput,
      'extendable',
      (
        input: {
          kind: SupplierProfile['qualifications'][number]['kind'];
          number: string;
          issuer: string;
          expiresOn: string;
          fileId: string;
        },
        req,
      ) => {
        if (input.expiresOn < day(0)) return refuse(req, 400, 'profile.expired');
        profile = {
          ...profile,
          qualifications: [
            ...profile.qualifications,
            {
              id: `q-${++n}`,
              kind: input.kind,
              number: input.number,
              issuer: input.issuer,
              expiresOn: input.expiresOn,
              expiry: expiryState(input.expiresOn, day(0)),
              fileId: input.fileId,
              fileName: 'license.pdf',
              fileSize: 1024,
              uploadedAt: new Date().toISOString(),
            },
          ],
        };
      },
    ),
  );
  api.on(supplierProfileApi.removeQualification, (req) => {
    const id = String(req.body.id);
    return change({ safeParse: (v: unknown) => ({ success: true, data: v }) }, 'editable', () => {
      profile = { ...profile, qualifications: profile.qualifications.filter((q) => q.id !== id) };
    })(req);
  });
  api.on(
    supplierProfileApi.submitCapabilities,
    change({ safeParse: (v: unknown) => ({ success: true, data: v }) }, 'extendable', (_i, req) => {
      if (!profile.capabilities.some((c) => CAPABILITY_SUBMITTABLE.includes(c.status))) {
        return refuse(req, 409, 'profile.nothingToSubmit');
      }
      profile = {
        ...profile,
        capabilities: profile.capabilities.map((c) =>
          CAPABILITY_SUBMITTABLE.includes(c.status)
            ? { ...c, status: 'underReview', version: c.version + 1 }
            : c,
        ),
      };
    }),
  );
  api.on(supplierProfileApi.decideCapability, (req) => {
    const parsed = decideCapabilityInput.safeParse(req.body);
    if (!parsed.success) return invalid(req, parsed.error.issues);
    const c = profile.capabilities.find((k) => k.id === parsed.data.id);
    if (!c) return refuse(req, 404, 'profile.capabilityNotFound');
    if (c.version !== parsed.data.version) return refuse(req, 409, 'profile.capabilityStale');
    profile = {
      ...profile,
      capabilities: profile.capabilities.map((k) =>
        k.id === c.id
          ? {
              ...k,
              status: parsed.data.decision,
              remarks: parsed.data.remarks,
              version: k.version + 1,
            }
          : k,
      ),
    };
    return answer(req, 'profile.capabilityDecided');
  });
  api.on(supplierApi.submitProfile, (req) => {
    if (Number(req.body.version) !== profile.version) return refuse(req, 409, 'profile.stale');
    if (!profile.editable) return refuse(req, 409, 'audit.illegal');
    if (profile.missing.length) {
      return refuse(
        req,
        409,
        profile.missing.includes('license') ? 'profile.licenseMissing' : 'profile.incomplete',
      );
    }
    profile = {
      ...profile,
      state: 'pendingBusinessReview',
      editable: false,
      extendable: false,
      version: profile.version + 1,
    };
    return [200, ok({ state: profile.state, version: profile.version })];
  });
  api.on(filesApi.uploadFile, ({ body }) => {
    const file = body.file;
    if (!(file instanceof Blob)) return [400, failure(400, 'Please choose a file')];
    return [
      200,
      ok({
        id: `file-${++n}`,
        name: file instanceof File ? file.name : 'upload',
        size: file.size,
        uploadedAt: new Date().toISOString(),
      }),
    ];
  });
  return { profile: () => profile };
}
