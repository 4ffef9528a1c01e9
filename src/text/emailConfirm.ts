/** Dutch strings of '/email-confirm', the page behind the link that confirms a new login address. */
export const emailConfirmTexts = {
  form: 'Nieuw e-mailadres bevestigen',
  intro:
    'Je hebt gevraagd het e-mailadres van je account te wijzigen in het adres waar deze link naartoe is gestuurd. ' +
    'Bevestig het om er voortaan mee in te loggen; tot dan blijft je oude e-mailadres in gebruik.',
  submit: 'E-mailadres bevestigen',
  doneTitle: 'E-mailadres gewijzigd',
  toLogin: 'Naar inloggen',
  toDashboard: 'Naar het overzicht',
  noTokenTitle: 'Link onvolledig',
  noToken:
    'Deze link is onvolledig. Open de link uit de e-mail opnieuw, of vraag de wijziging van je e-mailadres ' +
    'opnieuw aan via Persoonlijke gegevens.',
} as const;
