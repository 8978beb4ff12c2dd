// The answer and decline forms' rules, a chunk of their own: they bring zod (~25 KB gzip), loaded
// when a form first opens, so the rounds list never waits for them.
export { bargainingAnswerFormSchema, bargainingDeclineFormSchema } from '@portal/contract';
