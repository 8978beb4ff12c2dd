import { defineElementMeta } from '../../elements/element-meta';

export const profileElement = defineElementMeta({
  tag: 'sp-profile',
  module: 'widgets/sp-profile/profile.tsx',
  description:
    "The signed-in user's own profile: name, e-mail, mobile and a picture (PNG or JPEG, at most 1 MB). Changes only the caller's own account.",
  attributes: [],
  events: [
    {
      name: 'sp-profile-saved',
      prop: 'onSaved',
      description: 'The profile was saved.',
      detail: '{ id, account, name, email, mobile, avatar, version }',
    },
    {
      name: 'sp-cancelled',
      prop: 'onCancel',
      description: 'The user pressed Cancel.',
      detail: 'undefined',
    },
  ],
  load: () => import('./profile'),
});

export default profileElement;
