import { forbidden } from '../base/httpError';
import { t } from '../base/text';
import type { AuthContext } from './context';

/** Refuses a customer number (poc) in a path or body that is not the caller's own. */
export function ownPoc(me: AuthContext, poc: string): void {
  if (poc !== me.poc) throw forbidden(t.access.otherCustomer);
}
