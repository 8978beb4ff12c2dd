// The contract's rules (quoteLineSchema) applied to the editor's lines, field by field. Imported on
// demand only: it brings zod (~25 KB gzip), which must not weigh on the editor's own chunk or on
// the page's shared one. Results are cached per line object: an edit replaces one line, so a
// keystroke re-checks one line of 500, not all of them.
import { addContractMessages, isContractMessage } from '../../runtime/i18n';
import {
  inquiryMessages,
  quoteLineIssues,
  quoteLineSchema,
  type MessageKey,
  type QuoteLine,
  type QuoteRuleContext,
} from '@portal/contract';
import { toLineInput, type LineForm } from './quote-line-form';
import { editorPath, NO_ERRORS, type LineErrors } from './quote-line-issues';

// The rules' messages are the inquiry domain's: known here whoever loads the rules first.
addContractMessages(inquiryMessages);

type Schema = ReturnType<typeof quoteLineSchema>;
const schemas = new Map<string, Schema>();
const cache = new WeakMap<LineForm, Map<string, LineErrors>>();

const ctxKey = (ctx: QuoteRuleContext) =>
  `${ctx.domestic}|${ctx.submit}|${ctx.today ?? ''}|${ctx.kind ?? ''}`;

export function lineErrors(form: LineForm, ctx: QuoteRuleContext): LineErrors {
  if (!form.quoted) return NO_ERRORS;
  const key = ctxKey(ctx);
  let byCtx = cache.get(form);
  const hit = byCtx?.get(key);
  if (hit) return hit;
  let schema = schemas.get(key);
  if (!schema) {
    schema = quoteLineSchema(ctx);
    schemas.set(key, schema);
  }
  const input = toLineInput(form, ctx);
  const result = schema.safeParse(input);
  let errors = NO_ERRORS;
  if (!result.success) {
    const found: Record<string, string> = {};
    const bad = new Set<PropertyKey>();
    for (const issue of result.error.issues) {
      const path = editorPath(form, issue.path);
      bad.add(issue.path[0] ?? '');
      // zod's own type messages are English sentences; ours are keys, translated where shown.
      found[path] ??= isContractMessage(issue.message)
        ? issue.message
        : ('field.invalid' as MessageKey);
    }
    // zod skips the cross-field rules (MOQ, required on submit) while any field is malformed; the
    // user should see all of a line's problems at once, so they run on the well-formed fields.
    const rest = Object.fromEntries(Object.entries(input).filter(([k]) => !bad.has(k)));
    for (const issue of quoteLineIssues(rest as QuoteLine, ctx))
      found[editorPath(form, issue.path)] ??= issue.message;
    errors = found;
  }
  if (!byCtx) {
    byCtx = new Map();
    cache.set(form, byCtx);
  }
  byCtx.set(key, errors);
  return errors;
}
