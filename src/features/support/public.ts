// What other features may use of the support area: the tag of the questions and a status in words (the overview).
export { TICKETS_LIST } from './supportApi';
export { ticketStatus } from './tickets';
