// "My approval tasks": asks every source (one per kind of approval) with the caller's permissions
// and merges their tasks into one list, oldest first, paged. A source answers at most the first
// `current × size` of its tasks, so the merge never reads more than the page needs.
import {
  APPROVAL_TASK_KINDS,
  type ApprovalTaskKind,
  type ApprovalTaskRow,
  type approvalTaskListInput,
} from '@portal/contract';
import type { z } from 'zod';
import { ApiError } from '../../http/api-error.ts';
import type { Actor } from '../../core/actor.ts';
import type { UserService } from '../user/service.ts';
import type { TaskSource } from './sources.ts';

export class ApprovalTaskService {
  constructor(
    private readonly users: UserService,
    private readonly sources: readonly TaskSource[],
  ) {}

  async list(actor: Actor, input: z.output<typeof approvalTaskListInput>) {
    const permissions = await this.#permissions(actor);
    const sources = this.sources.filter((s) => !input.kind || s.kind === input.kind);
    const end = input.current * input.size;
    const [lists, counts] = await Promise.all([
      Promise.all(sources.map((s) => s.list({ permissions, q: input.q, limit: end }))),
      Promise.all(sources.map((s) => s.count({ permissions, q: input.q }))),
    ]);
    const merged: ApprovalTaskRow[] = lists
      .flat()
      .sort((a, b) => a.waitingSince.localeCompare(b.waitingSince) || a.id.localeCompare(b.id));
    return {
      records: merged.slice(end - input.size, end),
      total: counts.reduce((a, b) => a + b, 0),
      current: input.current,
      size: input.size,
    };
  }

  async count(actor: Actor) {
    const permissions = await this.#permissions(actor);
    const byKind = Object.fromEntries(APPROVAL_TASK_KINDS.map((k) => [k, 0])) as Record<
      ApprovalTaskKind,
      number
    >;
    const counts = await Promise.all(this.sources.map((s) => s.count({ permissions })));
    this.sources.forEach((s, i) => {
      byKind[s.kind] += counts[i] ?? 0;
    });
    return { total: counts.reduce((a, b) => a + b, 0), byKind };
  }

  async #permissions(actor: Actor): Promise<ReadonlySet<string>> {
    const profile = await this.users.profile(actor.userId);
    if (!profile) throw new ApiError(401, 'auth.invalidToken', { error: 'invalid_token' });
    return profile.permissions;
  }
}
