// The registration form's rules, a chunk of their own: they bring zod (~25 KB gzip), requested when
// the form mounts, so the page renders without waiting for them.
export {
  accountSchema,
  companyNameSchema,
  registrationFormSchema,
  taxIdSchema,
} from '@portal/contract';
// The edit of a returned registration checks the fields it can change.
export { registrationEditFields } from '@portal/contract';
