import type { TicketCreateRequest } from '../../api/contract';
import { bundlesText as t } from '../../text/bundles';
import { normalizePostcode } from '../../validation/extraRules';
import type { NumberType } from './bundlesView';

/** Ticket category 'Nummers en extra nummers' and the extra-number ticket type of requirements §7. */
export const EXTRA_NUMBER_CATEGORY = 2;
export const EXTRA_NUMBER_TICKET_TYPE = 4;

export interface ExtraNumberValues {
  postcode: string;
  houseNumber: string;
  name: string;
}

export const numberTypeOf = (value: string | null): NumberType => (value === 'business' ? 'business' : 'local');

/** The type-4 ticket (requirements §7): 'Key: value' lines the server reads back (docs/api.md). */
export function extraNumberTicket(values: ExtraNumberValues, numberType: NumberType): TicketCreateRequest {
  return {
    type: EXTRA_NUMBER_TICKET_TYPE,
    category: EXTRA_NUMBER_CATEGORY,
    subject: t.ticketSubject,
    message: [
      `Postcode: ${normalizePostcode(values.postcode)}`,
      `Huisnummer: ${values.houseNumber.trim()}`,
      `Naam: ${values.name.trim()}`,
      `Type: ${numberType}`,
    ].join('\n'),
  };
}
