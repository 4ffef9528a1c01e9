/**
 * The cache tags of the areas' lists, in one place below the features: each area's endpoints provide
 * and invalidate its own, and the desktop overview, whose figures come from several areas, carries
 * them all without reaching into those areas (and their components) for them.
 */
export const BUNDLES_LIST = { type: 'Bundles', id: 'LIST' } as const;
export const INVOICES_LIST = { type: 'Invoices', id: 'LIST' } as const;
export const USAGE_LIMIT = { type: 'Usage', id: 'LIMIT' } as const;
export const TICKETS_LIST = { type: 'Tickets', id: 'LIST' } as const;
export const BLACKLIST_LIST = { type: 'Blacklist', id: 'LIST' } as const;
export const SUBSCRIPTIONS_LIST = { type: 'Subscriptions', id: 'LIST' } as const;
export const NUMBERS_LIST = { type: 'Numbers', id: 'LIST' } as const;
