/**
 * What every page's frame says of team access (the titles in the route table, the notices of a page
 * refused or only to look at): apart from the team pages' own strings (team.ts), which load with them.
 */
export const teamAccessText = {
  pageTitle: 'Gebruikers en rechten',
  activityTitle: 'Activiteit',
  pageRefused: {
    title: 'Geen toegang',
    body: 'Je rol in dit account geeft geen toegang tot deze pagina. Vraag een beheerder van het account om meer rechten.',
    toDashboard: 'Naar het overzicht',
  },
  readOnlyNotice: 'Je kunt hier alleen meekijken. Wijzigen kan een beheerder van het account.',
  twoStepRequired:
    'Je account vraagt tweestapsverificatie van iedereen. Stel die eerst in, met een authenticator-app of een code per e-mail.',
  invitationTitle: 'Uitnodiging',
} as const;
