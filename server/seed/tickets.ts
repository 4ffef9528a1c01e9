import { ticketStatuses } from '../domain/catalogue';

export interface TicketSeed {
  subject: string;
  message: string;
  category: number;
  status: number;
  extraNumber?: boolean;
  hoursAgo: number;
  /** When the customer last opened the ticket; employee messages after it count as new. */
  readHoursAgo: number | null;
  conversation: Array<{ message: string; hoursAgo: number; employee: boolean; statusChange?: string }>;
}

const admin: TicketSeed[] = [
  {
    subject: 'Doorschakelen naar mijn mobiel werkt niet',
    message: 'Sinds gisteren worden gesprekken naar ons hoofdnummer niet meer doorgeschakeld naar mijn mobiele nummer.',
    category: 4,
    status: ticketStatuses.inProgress,
    hoursAgo: 50,
    readHoursAgo: 20,
    conversation: [
      {
        message: 'Bedankt voor je melding. We gaan het voor je uitzoeken.',
        hoursAgo: 48,
        employee: true,
        statusChange: 'In behandeling',
      },
      { message: 'Het lijkt alleen te gebeuren buiten kantooruren.', hoursAgo: 30, employee: false },
      {
        message: 'We hebben de tijdsinstellingen van je doorschakeling aangepast. Wil je het nog eens proberen?',
        hoursAgo: 4,
        employee: true,
      },
    ],
  },
  {
    subject: 'Vraag over mijn factuur van vorige maand',
    message: 'Op mijn factuur staat een extra gebruiker die ik al had opgezegd. Klopt dat?',
    category: 3,
    status: ticketStatuses.closed,
    hoursAgo: 24 * 20,
    readHoursAgo: 24 * 17,
    conversation: [
      {
        message: 'De extra gebruiker wordt per hele maand berekend; de opzegging gaat de volgende maand in.',
        hoursAgo: 24 * 19,
        employee: true,
      },
      { message: 'Duidelijk, dank je wel.', hoursAgo: 24 * 18, employee: false },
      { message: 'We sluiten deze vraag af.', hoursAgo: 24 * 18 - 2, employee: true, statusChange: 'Gesloten' },
    ],
  },
  {
    subject: 'Aanvraag extra nummer',
    message: 'Postcode: 1015 CJ\nHuisnummer: 123\nNaam: De Vries Installatietechniek\nType: local',
    category: 2,
    status: ticketStatuses.open,
    extraNumber: true,
    hoursAgo: 6,
    readHoursAgo: 6,
    conversation: [],
  },
];

const other: TicketSeed[] = [
  {
    subject: 'Nummerweergave bij uitgaande gesprekken',
    message: 'Kunnen we bij uitgaande gesprekken ons receptienummer laten zien in plaats van het mobiele nummer?',
    category: 1,
    status: ticketStatuses.open,
    hoursAgo: 12,
    readHoursAgo: 12,
    conversation: [],
  },
];

export const demoTickets = { admin, other };
