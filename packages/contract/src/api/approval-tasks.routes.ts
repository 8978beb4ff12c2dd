// Routes of "my approval tasks": plain data the browser imports; their types come from
// approval-tasks.ts (type-only import: no zod at run time). Every buyer may ask: the answer holds
// only what the caller's own permissions let them decide.
import type { z } from 'zod';
import { route } from './define.ts';
import type * as s from './approval-tasks.ts';

type In<T extends z.ZodType> = z.input<T>;
type Out<T extends z.ZodType> = z.output<T>;

export const approvalTasksApi = {
  listApprovalTasks: route<
    In<typeof s.approvalTaskListInput>,
    Out<typeof s.listApprovalTasksAnswer>
  >({
    method: 'GET',
    path: '/admin/approve/task/list',
    encoding: 'query',
    auth: true,
  }),
  countApprovalTasks: route<
    In<typeof s.countApprovalTasksInput>,
    Out<typeof s.countApprovalTasksAnswer>
  >({
    method: 'GET',
    path: '/admin/approve/task/count',
    encoding: 'query',
    auth: true,
  }),
} as const;
