// The usual tabs of a list with a state: All, then one per state, each fixing the state parameter.
// Labels are `tab.all` and `tab.<state>` in the resource's namespace.
import type { TabDef } from './resource-types';

export function stateTabs<const P extends string, const S extends string>(
  param: P,
  states: readonly S[],
): TabDef<{ [K in P]?: S }>[] {
  const input = (state: S) => ({ [param]: state }) as { [K in P]?: S };
  return [
    { key: 'all', label: 'tab.all', input: {} },
    ...states.map((state) => ({ key: state, label: `tab.${state}`, input: input(state) })),
  ];
}
