// What the award of a repair quote says it did (issue 14): the server's answer and the buyer's
// comparison word it alike. One contract by its number; several (one per unit) by their count and
// the first few numbers, so that a large award still fits a toast.
import type { RepairMessageKey } from '../messages/repair.en.ts';

const NAMED = 5;

export function repairAwardedMessage(numbers: readonly string[]): {
  key: RepairMessageKey;
  params: Record<string, string | number>;
} {
  if (numbers.length === 1) return { key: 'repairQuote.awarded', params: { number: numbers[0]! } };
  const named = numbers.slice(0, NAMED).join(', ');
  return {
    key: 'repairQuote.awardedMany',
    params: { count: numbers.length, numbers: numbers.length > NAMED ? `${named}, …` : named },
  };
}
