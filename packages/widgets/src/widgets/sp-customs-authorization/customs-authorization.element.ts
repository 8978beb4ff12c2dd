import { defineElementMeta } from '../../elements/element-meta';

export const customsAuthorizationElement = defineElementMeta({
  tag: 'sp-customs-authorization',
  module: 'widgets/sp-customs-authorization/customs-authorization.tsx',
  description:
    "The supplier's customs-broker authorizations: people (name, ID or licence number, phone) or customs brokerage companies (name, customs registration code, scope), each valid from/until with the signed authorization letter; add and revoke.",
  attributes: [
    {
      name: 'kind',
      type: 'string',
      description: 'personal (default: customs brokers) or company (customs brokerage companies).',
    },
  ],
  events: [],
  load: () => import('./customs-authorization'),
});

export default customsAuthorizationElement;
