import type { Api, Deps } from '../http/deps';
import { deskAuthRoutes } from './auth';
import { deskInvoiceRoutes } from './invoices';
import { deskPeopleRoutes } from './people';
import { deskPortingRoutes } from './porting';
import { deskTemplateRoutes } from './templates';
import { deskTicketRoutes } from './tickets';
import { deskWorkflowRoutes } from './workflow';

/** The support desk's API under /api/desk: staff tokens only (docs/support.md, docs/api.md). */
export function deskRoutes(app: Api, deps: Deps): void {
  deskAuthRoutes(app, deps);
  deskTicketRoutes(app, deps);
  deskPeopleRoutes(app, deps);
  deskWorkflowRoutes(app, deps);
  deskTemplateRoutes(app, deps);
  deskInvoiceRoutes(app, deps);
  deskPortingRoutes(app, deps);
}
