/**
 * The notices above a logged-in page the user's role does not reach or only looks at, and while the
 * account requires two-step verification: they load with the logged-in pages' access check
 * (frame/PageAccess.tsx), not with the first visit.
 */
export const pageAccessText = {
  pageRefused: {
    title: 'Geen toegang',
    body: 'Je rol in dit account geeft geen toegang tot deze pagina. Vraag een beheerder van het account om meer rechten.',
    roleIn: (role: string, company: string) =>
      `Je bent ${role}${company ? ` bij ${company.replace(/\.$/, '')}` : ''}. Die rol geeft geen toegang tot deze pagina.`,
    ask: (name: string) => `Meer rechten vraag je aan ${name}, de hoofdgebruiker van het account.`,
    toDashboard: 'Naar het overzicht',
  },
  readOnlyNotice: 'Je kunt hier alleen meekijken. Wijzigen kan een beheerder van het account.',
  twoStepRequired:
    'Je account vraagt tweestapsverificatie van iedereen. Stel die hieronder eerst in, met een code per e-mail of een authenticator-app; daarna kun je verder.',
} as const;
