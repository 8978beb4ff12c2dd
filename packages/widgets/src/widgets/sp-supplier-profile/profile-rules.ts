// The profile forms' rules (the contract's zod schemas), a chunk of their own: requested when a form
// first shows, through the kit's schema source.
export {
  addQualificationInput,
  annualSalesInput,
  capabilityInput,
  contactInput,
  decideCapabilityInput,
  oemInput,
  saveBasicInput,
  saveOtherInput,
} from '@portal/contract';
