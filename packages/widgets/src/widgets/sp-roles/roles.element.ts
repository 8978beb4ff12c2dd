import { defineElementMeta } from '../../elements/element-meta';

export const rolesElement = defineElementMeta({
  tag: 'sp-roles',
  module: 'widgets/sp-roles/roles.tsx',
  description:
    "A company's roles: the built-in ones and its own, New role and Edit in a dialog with the permission tree (tri-state parents), Delete after a confirmation.",
  attributes: [
    {
      name: 'side',
      type: 'string',
      description:
        "Whose roles: `buyer` or `supplier` (the signed-in supplier's); the signed-in user's side when not given.",
    },
  ],
  events: [],
  load: () => import('./roles'),
});

export default rolesElement;
