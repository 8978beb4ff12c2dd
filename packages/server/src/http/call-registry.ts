// Which contract call each registered route serves: registerCall puts the call on the route's
// config, and the app collects them as they are added. The audience test walks them all, and the
// OpenAPI document names each operation after its call.
import * as contract from '@portal/contract';
import { isCallDef, type CallDef } from '@portal/contract';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract call a route serves. */
    call?: CallDef;
  }
}

export interface RegisteredCall {
  method: string;
  url: string;
  call: CallDef;
}

/** Collects the calls of routes registered from now on (HEAD twins of GET routes left out). */
export function collectCalls(app: FastifyInstance): RegisteredCall[] {
  const calls: RegisteredCall[] = [];
  app.addHook('onRoute', (route) => {
    const call = route.config?.call;
    if (!call) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') calls.push({ method, url: route.url, call });
    }
  });
  return calls;
}

let names: Map<CallDef, string> | undefined;

/** A call's name: its export name in the contract (`listCageCodes`), unique across the contract. */
export function callName(call: CallDef): string {
  names ??= new Map(
    Object.entries(contract as Record<string, unknown>).flatMap(([name, value]) =>
      isCallDef(value) ? [[value, name] as const] : [],
    ),
  );
  const name = names.get(call);
  if (!name) throw new Error(`${call.method} ${call.path} is not a call of the contract`);
  return name;
}

/** Every call the contract defines. */
export function contractCalls(): CallDef[] {
  return Object.values(contract as Record<string, unknown>).filter(isCallDef);
}
