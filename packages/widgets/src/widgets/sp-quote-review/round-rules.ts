// The round form's rules, a chunk of their own: they bring zod (~25 KB gzip), requested when the
// comparison opens, so the list and the comparison itself never wait for them.
export { bargainingRoundFormSchema } from '@portal/contract';
