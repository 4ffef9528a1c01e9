/** Dutch strings of 'Factuur per e-mail' on 'Factuurgegevens'. */
export const invoiceMailText = {
  legend: 'Factuur per e-mail',
  options: { pdf: 'PDF', 'pdf-ubl': 'PDF en UBL' },
  explain:
    'Een UBL-bestand is een digitale factuur die boekhoudpakketten zoals Moneybird, Exact Online, SnelStart en ' +
    'AFAS zelf inlezen: je hoeft niets over te typen. De PDF blijft erbij om te bekijken.',
  missing: (what: readonly string[]) =>
    `Voor een UBL-factuur ontbreekt nog: ${what.join(' en ')}. Een beheerder vult dit in bij Persoonlijke ` +
    'gegevens; tot dan krijg je alleen de PDF.',
  saved: 'Je keuze voor de factuurmail is opgeslagen.',
} as const;
