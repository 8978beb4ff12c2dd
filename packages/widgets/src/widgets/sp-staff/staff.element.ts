import { defineElementMeta } from '../../elements/element-meta';

export const staffElement = defineElementMeta({
  tag: 'sp-staff',
  module: 'widgets/sp-staff/staff.tsx',
  description:
    "The signed-in administrator's own company's people: list with roles and last sign-in; add with a password or invite by e-mail; edit name, contacts and position; freeze, thaw and send a password-reset code.",
  attributes: [],
  events: [],
  load: () => import('./staff'),
});

export default staffElement;
