// What a save or an action refetches: the resource's own lists and records, and those of the
// resources it names in `invalidates` (an audit's count of open findings after a finding's answer).
import type { QueryClient } from '@tanstack/react-query';

export interface Invalidates {
  name: string;
  invalidates?: readonly string[];
}

export function invalidateResource(queryClient: QueryClient, resource: Invalidates): Promise<void> {
  return Promise.all(
    [resource.name, ...(resource.invalidates ?? [])].map((key) =>
      queryClient.invalidateQueries({ queryKey: [key] }),
    ),
  ).then(() => undefined);
}
