import { longDate } from './format';

/** Dutch texts of the invoice run, the invoice mail and the e-invoice (UBL). */
export const invoiceText = {
  periodNotEnded: 'Kies een maand die voorbij is, als jaar en maand (bijvoorbeeld 2026-10).',
  periodOutOfRange: 'Kies een maand tussen 1900-01 en 9999-11, als jaar en maand (bijvoorbeeld 2026-10).',
  lines: {
    subscription: (plan: string) => `Abonnement ${plan}`,
    // The invoice states its period: the line names the category only.
    calls: (category: string) => `Gesprekken buiten de bundel, ${category}`,
    topUp: (plan: string) => `Tegoed ${plan}`,
    minutes: (description: string, minutes: number) => `${description}: ${minutes} min.`,
  },
  mail: {
    subject: (number: string) => `Factuur ${number}`,
    body: (number: string, date: string, total: string, withUbl: boolean) =>
      `Beste klant,\n\nIn de bijlage vind je factuur ${number} van ${longDate(date)}, ` +
      `totaal ${total} incl. btw${withUbl ? ', als PDF en als UBL-bestand voor je boekhouding' : ' als PDF'}.`,
  },
  transferNote: (iban: string, number: string) =>
    `Maak het totaalbedrag binnen 14 dagen over naar ${iban} onder vermelding van factuurnummer ${number}.`,
  /** Why a customer's invoice has no UBL file: what the account lacks, in the words of the account page. */
  missing: {
    kvk: 'KvK-nummer',
    address: 'adres (straat, huisnummer, postcode en plaats)',
  },
  noUbl: (missing: readonly string[]) =>
    `Voor een UBL-factuur ontbreekt in je gegevens: ${missing.join(' en ')}. Vul dit aan op de pagina Gegevens.`,
  desk: {
    subject: (number: string) => `Factuur ${number} zonder UBL-bestand`,
    message: (number: string, missing: readonly string[]) =>
      `Factuur ${number} is als PDF gemaild. Een UBL-bestand kon niet worden gemaakt, want in de gegevens ` +
      `van de klant ontbreekt: ${missing.join(' en ')}. Vraag de klant dit aan te vullen.`,
  },
} as const;
