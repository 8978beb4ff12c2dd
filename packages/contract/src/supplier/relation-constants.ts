// Customer relations (issue 4): which member companies of the buyer's group a supplier serves, and
// for which business. Browser-safe (no zod). The group's members are a constant list, not seeded
// companies: they never sign in to the portal, and the buyer company (DAMG) buys for all of them.
// Labels are i18n keys `enum.groupMember.<code>` and `enum.relationBusiness.<value>`.

/** The airlines and MROs of the buyer's group, by code. */
export const GROUP_MEMBERS = ['HU', 'JD', 'GS', '8L', 'PN', 'HNATE'] as const;
export type GroupMember = (typeof GROUP_MEMBERS)[number];

/** What the supplier does for the member: purchase, repair, or the 21 department's business. */
export const RELATION_BUSINESS_TYPES = ['purchase', 'repair', 'dept21'] as const;
export type RelationBusinessType = (typeof RELATION_BUSINESS_TYPES)[number];

export const RELATION_STATES = ['active', 'ended'] as const;
export type RelationState = (typeof RELATION_STATES)[number];
