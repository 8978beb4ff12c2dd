// Demo suppliers at every step of the supplier audit (docs/product-rules.md#the-supplier-audit), so
// the approval pages and tasks have something to act on and every state shows with its history:
// each company walks its path of audit moves, one event per move, days apart, by the department
// account or outside system that takes that move. The two approved demo suppliers get the one event
// of how they were admitted. Created once under stable ids, then left alone: acting on them in the
// demo moves them on for good.
import {
  AUDIT_MOVES,
  auditTransition,
  type AuditAction,
  type AuditState,
  type SupplierKind,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { stableId } from '../db/stable-id.ts';
import { recordSupplierEvent, type SupplierEvent } from '../modules/supplier/index.ts';
import { COMPANIES, USERS } from './demo-data.ts';

interface AuditDemo {
  key: string;
  name: string;
  nameEn: string;
  kind: SupplierKind;
  taxId: string;
  /** Who signs the supplier's own steps. */
  contact: string;
  /** The moves after registering, in order; the company ends in the last one's state. */
  path: AuditAction[];
  /** Why, for a return or a rejection (the last move). */
  remarks?: string;
}

const UP_TO_OA: AuditAction[] = ['submitProfile', 'submitOA'];
const UP_TO_QAUDIT: AuditAction[] = [...UP_TO_OA, 'oaApprove', 'submitQAUDIT'];

export const AUDIT_DEMOS: readonly AuditDemo[] = [
  {
    key: 'xinghe',
    name: '星河航材贸易有限公司',
    nameEn: 'Xinghe Aviation Materials Trading Co., Ltd.',
    kind: 'aviation',
    taxId: '91320500MA1XH00101',
    contact: '周敏',
    path: [],
  },
  {
    key: 'huarui',
    name: '华瑞航空技术有限公司',
    nameEn: 'Huarui Aviation Technology Co., Ltd.',
    kind: 'aviation',
    taxId: '91440300MA1HR00102',
    contact: '吴昊',
    path: ['submitProfile'],
  },
  {
    key: 'yuanxiang',
    name: '远翔机载设备有限公司',
    nameEn: 'Yuanxiang Airborne Equipment Co., Ltd.',
    kind: 'aviation',
    taxId: '91510100MA1YX00103',
    contact: '郑凯',
    path: ['submitProfile', 'return'],
    remarks: '请补充 CAAC 维修许可证（CCAR-145）扫描件后重新提交。',
  },
  {
    key: 'jinpeng',
    name: '金鹏五金工具有限公司',
    nameEn: 'Jinpeng Hardware Tools Co., Ltd.',
    kind: 'general',
    taxId: '91330100MA1JP00104',
    contact: '孙丽',
    path: ['submitProfile', 'reject'],
    remarks: '经营范围与航材采购需求不符。',
  },
  {
    key: 'tianyi',
    name: '天翼航空部件（苏州）有限公司',
    nameEn: 'Tianyi Aero Components (Suzhou) Co., Ltd.',
    kind: 'aviation',
    taxId: '91320594MA1TY00105',
    contact: '钱伟',
    path: UP_TO_OA,
  },
  {
    key: 'haiyun',
    name: '海韵航空化工有限公司',
    nameEn: 'Haiyun Aviation Chemicals Co., Ltd.',
    kind: 'general',
    taxId: '91460100MA1HY00106',
    contact: '冯雪',
    path: [...UP_TO_OA, 'oaFail'],
  },
  {
    key: 'lantian',
    name: '蓝天航空电子有限公司',
    nameEn: 'Lantian Avionics Co., Ltd.',
    kind: 'aviation',
    taxId: '91110108MA1LT00107',
    contact: '陈晨',
    path: [...UP_TO_OA, 'oaApprove'],
  },
  {
    key: 'boyuan',
    name: '博远航空维修工程有限公司',
    nameEn: 'Boyuan Aircraft Maintenance Engineering Co., Ltd.',
    kind: 'aviation',
    taxId: '91500000MA1BY00108',
    contact: '褚云',
    path: UP_TO_QAUDIT,
  },
  {
    key: 'hengtong',
    name: '恒通航空轮胎有限公司',
    nameEn: 'Hengtong Aircraft Tyre Co., Ltd.',
    kind: 'aviation',
    taxId: '91370200MA1HT00109',
    contact: '卫东',
    path: [...UP_TO_QAUDIT, 'qauditFail'],
  },
  {
    key: 'zhongke',
    name: '中科航空材料有限公司',
    nameEn: 'Zhongke Aerospace Materials Co., Ltd.',
    kind: 'aviation',
    taxId: '91310000MA1ZK00110',
    contact: '蒋涛',
    path: [...UP_TO_QAUDIT, 'qauditPass'],
  },
  {
    key: 'pacific',
    name: '太平洋航空部件有限公司',
    nameEn: 'Pacific Aero Parts Co., Ltd.',
    kind: 'aviation',
    taxId: '91350200MA1PA00111',
    contact: '沈佳',
    path: [...UP_TO_QAUDIT, 'qauditPass', 'sync', 'erpSynced'],
  },
  {
    key: 'jietong',
    name: '捷通航空货运代理有限公司',
    nameEn: 'Jietong Air Freight Forwarding Co., Ltd.',
    kind: 'transport',
    taxId: '91440101MA1JT00112',
    contact: '韩梅',
    path: ['submitProfile'],
  },
];

const DAY = 86_400_000;
const SYSTEMS: Partial<Record<AuditAction, string>> = {
  oaApprove: 'OA',
  oaFail: 'OA',
  qauditPass: 'QAUDIT',
  qauditFail: 'QAUDIT',
  erpSynced: 'ERP',
};

/** The demo account of the department whose permission a move needs. */
function buyerAccount(action: AuditAction): string {
  if (action === 'submitQAUDIT') return 'buyer.quality';
  if (action === 'sync') return 'buyer.masterdata';
  return 'buyer.commercial';
}

function signer(action: AuditAction, demo: AuditDemo): SupplierEvent['by'] {
  const system = SYSTEMS[action];
  if (system) return { userId: null, name: system };
  if (AUDIT_MOVES[action].by === 'supplier') return { userId: null, name: demo.contact };
  return accountSigner(buyerAccount(action));
}

/** A demo account as the one who took a step: its user id and its real name. */
function accountSigner(account: string): SupplierEvent['by'] {
  const user = USERS.find((u) => u.account === account);
  return { userId: stableId(`user:${account}`), name: user?.realName ?? account };
}

/** The state after the path, and its events (register first), each a day after the one before. */
export function auditHistory(demo: AuditDemo, companyId: string, now: Date) {
  const steps = demo.path.length;
  const at = (i: number) => new Date(now.getTime() - (steps - i + 1) * DAY);
  const events: { event: SupplierEvent; at: Date }[] = [
    {
      event: {
        companyId,
        action: 'register',
        from: null,
        to: 'toBeEvaluated',
        by: { userId: null, name: demo.contact },
      },
      at: at(0),
    },
  ];
  let state = 'toBeEvaluated' as AuditState;
  demo.path.forEach((action, i) => {
    const next = auditTransition(state, action);
    if (!next) throw new Error(`seed: ${demo.key} cannot ${action} from ${state}`);
    const last = i === steps - 1;
    events.push({
      event: {
        companyId,
        action,
        from: state,
        to: next,
        by: signer(action, demo),
        ...(last && demo.remarks ? { remarks: demo.remarks } : {}),
      },
      at: at(i + 1),
    });
    state = next;
  });
  return { state, events };
}

export async function seedSupplierAudits(db: Kysely<Database>, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [i, demo] of AUDIT_DEMOS.entries()) {
      const id = stableId(`company:audit.${demo.key}`);
      const { state, events } = auditHistory(demo, id, now);
      const inserted = await trx
        .insertInto('companies')
        .values({
          id,
          kind: 'supplier',
          name: demo.name,
          name_en: demo.nameEn,
          // Below supplier_code_seq's first value (200001), which registrations take.
          code: `S1000${10 + i}`,
          // As the audit leaves it: a company becomes `approved` when synchronized to the ERP.
          status: state === 'syncedToErp' ? 'approved' : 'pending',
          country: 'CN',
          supplier_kind: demo.kind,
          audit_status: state,
          tax_category: 'uscc',
          tax_id: demo.taxId,
          email: `contact@${demo.key}.example.com`,
          time_zone: 'Asia/Shanghai',
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) continue;
      for (const { event, at } of events) await recordSupplierEvent(trx, event, at);
    }
    // The approved demo suppliers were admitted outside the flow: their history says so.
    for (const company of [COMPANIES.demoSupplier, COMPANIES.otherSupplier]) {
      const any = await trx
        .selectFrom('supplier_events')
        .select('id')
        .where('company_id', '=', company.id)
        .executeTakeFirst();
      if (any) continue;
      await recordSupplierEvent(
        trx,
        {
          companyId: company.id,
          action: 'import',
          from: null,
          to: 'approved',
          by: accountSigner('buyer.admin'),
        },
        new Date(now.getTime() - 30 * DAY),
      );
    }
  });
}
