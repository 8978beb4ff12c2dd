// The liveness probe: no database access, so it is also the bench's baseline.
import { health } from '@portal/contract';
import { registerCall, type ModulePlugin } from '../../http/register-call.ts';

export const systemPlugin: ModulePlugin<Record<string, never>> = async (app, { guard }) => {
  registerCall(app, guard, health, async () => ({
    code: 200,
    msg: 'ok',
    data: { status: 'ok' as const },
  }));
};
