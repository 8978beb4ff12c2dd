// The answer's rules as the server runs them (contract's order/line-answer.ts: the line schemas
// and checkOrderAnswer), loaded lazily so zod stays out of the page's first download
// (docs/architecture.md, "The kit"). Issues are keyed by the server's paths (`lines.2.reason`), so
// the form shows its own and the server's the same way.
import {
  checkOrderAnswer,
  lineAnswerSchema,
  type LineAnswerInput,
  type MessageKey,
  type OrderedLine,
} from '@portal/contract';

export interface AnswerCheck {
  issues: Record<string, MessageKey>;
  /** The call's lines when there are no issues. */
  lines?: LineAnswerInput[];
}

export function checkAnswer(
  ordered: readonly OrderedLine[],
  candidates: readonly unknown[],
  today: string,
): AnswerCheck {
  const issues: Record<string, MessageKey> = {};
  const parsed: LineAnswerInput[] = [];
  /** Where each parsed line sits in the form, so the order's check names the form's lines. */
  const positions: number[] = [];
  const checked: LineAnswerInput[] = [];
  const checkedAt: number[] = [];
  candidates.forEach((c, i) => {
    if ((c as { answer?: string }).answer === 'open') {
      issues[`lines.${i}.answer`] = 'order.linesMissing';
      return;
    }
    const r = lineAnswerSchema.safeParse(c);
    if (r.success) {
      parsed.push(r.data);
      positions.push(i);
      return;
    }
    for (const issue of r.error.issues) {
      const key = ['lines', i, ...issue.path].join('.');
      issues[key] ??= issue.message as MessageKey;
    }
    // A line only missing its reason still gets the order's checks (deliveries adding up).
    const withReason = lineAnswerSchema.safeParse({ ...(c as object), reason: '-' });
    if (withReason.success) {
      checked.push(withReason.data);
      checkedAt.push(i);
    }
  });
  // The order's check also on the lines that are well formed, so every message shows at once
  // (its "answer every line" is already said per line above).
  const all = [...parsed, ...checked];
  const at = [...positions, ...checkedAt];
  for (const issue of checkOrderAnswer(ordered, { lines: all }, today)) {
    const [, k, ...rest] = issue.path;
    if (typeof k !== 'number') {
      if (Object.keys(issues).length === 0) issues[issue.path.join('.')] = issue.message;
      continue;
    }
    issues[['lines', at[k]!, ...rest].join('.')] ??= issue.message;
  }
  return Object.keys(issues).length ? { issues } : { issues, lines: parsed };
}
