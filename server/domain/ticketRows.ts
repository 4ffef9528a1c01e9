/**
 * The columns of a ticket and of its messages as both the customer's view (views/tickets.ts) and the
 * desk's (desk/deskTickets.ts) read them; each adds the columns only it needs.
 */
export interface TicketColumns {
  id: number;
  type_id: number;
  status_id: number;
  subject: string;
  message: string;
  created_at: Date;
  locked: boolean;
}

export interface MessageColumns {
  message: string;
  created_at: Date;
  is_employee: boolean;
  status_change: string | null;
}
