// The contract's repair quote line rules (repairQuoteLineSchema) applied to the editor's lines,
// field by field. Imported on demand only: it brings zod, which stays out of the editor's chunk
// (docs/architecture.md, "The kit": rules a screen needs to render).
import {
  inquiryMessages,
  repairMessages,
  repairQuoteLineIssues,
  repairQuoteLineSchema,
  type RepairQuoteLine,
} from '@portal/contract';
import { addContractMessages, isContractMessage } from '../../runtime/i18n';
import {
  NO_ERRORS,
  toLineInput,
  type LineErrors,
  type RepairLineForm,
  type RuleContext,
} from './repair-quote-form';

addContractMessages(inquiryMessages);
addContractMessages(repairMessages);

const schemas = {
  draft: repairQuoteLineSchema({ submit: false }),
  submit: new Map<string, ReturnType<typeof repairQuoteLineSchema>>(),
};
const cache = new WeakMap<RepairLineForm, Map<string, LineErrors>>();

function schemaFor(ctx: RuleContext) {
  if (!ctx.submit) return schemas.draft;
  let s = schemas.submit.get(ctx.today);
  if (!s) {
    s = repairQuoteLineSchema(ctx);
    schemas.submit.set(ctx.today, s);
  }
  return s;
}

export function lineErrors(form: RepairLineForm, ctx: RuleContext): LineErrors {
  if (!form.quoted) return NO_ERRORS;
  const key = `${ctx.submit}|${ctx.today}`;
  const hit = cache.get(form)?.get(key);
  if (hit) return hit;
  const input = toLineInput(form);
  const result = schemaFor(ctx).safeParse(input);
  let errors: LineErrors = NO_ERRORS;
  if (!result.success) {
    const found: Record<string, string> = {};
    const bad = new Set<PropertyKey>();
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      bad.add(field);
      found[field] ??= isContractMessage(issue.message) ? issue.message : 'field.invalid';
    }
    // zod skips the cross-field rules while a field is malformed: run them on the well-formed
    // fields, so every problem of the line shows at once.
    const rest = Object.fromEntries(Object.entries(input).filter(([k]) => !bad.has(k)));
    for (const issue of repairQuoteLineIssues(rest as RepairQuoteLine, ctx))
      found[String(issue.path[0])] ??= issue.message;
    errors = found;
  }
  let byCtx = cache.get(form);
  if (!byCtx) {
    byCtx = new Map();
    cache.set(form, byCtx);
  }
  byCtx.set(key, errors);
  return errors;
}
