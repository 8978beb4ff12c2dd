// Routes of "my approval tasks" (`/hna/approve/task`): buyer calls (a supplier gets 403); the answer
// holds only what the caller's own permissions let them decide.
import { countApprovalTasks, listApprovalTasks } from '@portal/contract';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { registerCall, type ModulePlugin } from '../../http/register-call.ts';
import type { ApprovalTaskService } from './service.ts';

export interface ApprovalTaskServices {
  tasks: ApprovalTaskService;
}

export const approvalTasksPlugin: ModulePlugin<ApprovalTaskServices> = async (
  app,
  { guard, services: { tasks } },
) => {
  registerCall(app, guard, listApprovalTasks, async (input, req) =>
    ok(req, await tasks.list(actorOf(req), input)),
  );
  registerCall(app, guard, countApprovalTasks, async (_input, req) =>
    ok(req, await tasks.count(actorOf(req))),
  );
};
