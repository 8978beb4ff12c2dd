// Generated from approval-tasks.ts by `npm run generate:routes`: do not edit (a test fails when it
// is stale). The browser imports these routes: plain data, typed from the definitions by a
// type-only import, so no zod reaches a widget bundle.
import { route } from './define.ts';
import type * as calls from './approval-tasks.ts';

export const approvalTasksApi = {
  listApprovalTasks: route<typeof calls.listApprovalTasks>({
    method: 'GET',
    path: '/admin/approve/task/list',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
  }),
  countApprovalTasks: route<typeof calls.countApprovalTasks>({
    method: 'GET',
    path: '/admin/approve/task/count',
    encoding: 'query',
    audience: 'buyer',
    auth: true,
  }),
} as const;
