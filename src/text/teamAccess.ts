/**
 * The titles of the team pages that every page's frame knows (the route table): apart from the team
 * pages' own strings (team.ts), which load with them, and from the page notices (pageAccess.ts),
 * which load with the logged-in pages.
 */
export const teamAccessText = {
  pageTitle: 'Gebruikers en rechten',
  activityTitle: 'Activiteit',
  invitationTitle: 'Uitnodiging',
} as const;
