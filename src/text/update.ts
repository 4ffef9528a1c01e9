/** A new version of the portal waiting in the service worker (frame/UpdateBanner.tsx, a chunk of its own). */
export const update = {
  waiting: 'Er is een nieuwe versie',
  reload: 'Vernieuwen',
} as const;
