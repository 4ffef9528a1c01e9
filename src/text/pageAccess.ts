/**
 * The notices above a logged-in page the user's role does not reach or only looks at, and while the
 * account requires two-step verification: they load with the logged-in pages' access check
 * (frame/PageAccess.tsx), not with the first visit.
 */
export const pageAccessText = {
  pageRefused: {
    title: 'Geen toegang',
    body: 'Je rol in dit account geeft geen toegang tot deze pagina. Vraag een beheerder van het account om meer rechten.',
    toDashboard: 'Naar het overzicht',
  },
  readOnlyNotice: 'Je kunt hier alleen meekijken. Wijzigen kan een beheerder van het account.',
  twoStepRequired:
    'Je account vraagt tweestapsverificatie van iedereen. Stel die eerst in, met een authenticator-app of een code per e-mail.',
} as const;
