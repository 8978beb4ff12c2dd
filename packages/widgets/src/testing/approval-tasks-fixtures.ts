// Fixture answers of "my approval tasks": the commercial department's queue by default (a transport
// supplier and an aviation one pending business review, one back from OA), filtered by the
// request's kind and search as the server does.
import { approvalTasksApi, type ApprovalTaskRow } from '@portal/contract';
import type { MockApi } from './mock-api';
import { failure, ok } from './fixtures';

export function fixtureTasks(): ApprovalTaskRow[] {
  return [
    {
      id: 'supplierAudit:sup-7',
      kind: 'supplierAudit',
      subjectId: 'sup-7',
      subject: '顺达航空物流有限公司',
      subjectEn: 'Shunda Air Logistics Co., Ltd.',
      code: 'S200007',
      supplierKind: 'transport',
      state: 'pendingBusinessReview',
      step: 'businessReview',
      actions: ['return', 'reject', 'submitOA'],
      page: 'transportAudit',
      waitingSince: '2026-11-18T02:00:00Z',
    },
    {
      id: 'supplierAudit:sup-1',
      kind: 'supplierAudit',
      subjectId: 'sup-1',
      subject: '天工航材有限公司',
      subjectEn: 'Tiangong Aero Materials Co., Ltd.',
      code: 'S200001',
      supplierKind: 'aviation',
      state: 'pendingBusinessReview',
      step: 'businessReview',
      actions: ['return', 'reject', 'submitOA'],
      page: 'commercialAudit',
      waitingSince: '2026-11-20T06:30:00Z',
    },
    {
      id: 'supplierAudit:sup-4',
      kind: 'supplierAudit',
      subjectId: 'sup-4',
      subject: 'Pacific Avionics Ltd.',
      subjectEn: 'Pacific Avionics Ltd.',
      code: 'S200004',
      supplierKind: 'aviation',
      state: 'oaFailed',
      step: 'businessReview',
      actions: ['return', 'reject', 'submitOA'],
      page: 'commercialAudit',
      waitingSince: '2026-11-22T09:15:00Z',
    },
  ];
}

export interface ApprovalTaskFixtureOptions {
  tasks?: ApprovalTaskRow[];
  failWith?: number;
}

export function approvalTaskHandlers(api: MockApi, opts: ApprovalTaskFixtureOptions = {}): void {
  const tasks = opts.tasks ?? fixtureTasks();
  api.on(approvalTasksApi.listApprovalTasks, ({ params }) => {
    if (opts.failWith) return [opts.failWith, failure(opts.failWith, 'Server error')];
    const q = (params.q ?? '').toLowerCase();
    const rows = tasks.filter(
      (t) =>
        (!params.kind || t.kind === params.kind) &&
        (!q || `${t.subject} ${t.subjectEn} ${t.code}`.toLowerCase().includes(q)),
    );
    const size = Number(params.size ?? 20);
    const current = Number(params.current ?? 1);
    return [
      200,
      ok({
        records: rows.slice((current - 1) * size, current * size),
        total: rows.length,
        current,
        size,
      }),
    ];
  });
  api.on(approvalTasksApi.countApprovalTasks, () =>
    opts.failWith
      ? [opts.failWith, failure(opts.failWith, 'Server error')]
      : [200, ok({ total: tasks.length, byKind: { supplierAudit: tasks.length } })],
  );
}
