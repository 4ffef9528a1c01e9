import { generatePath, type PathParam } from 'react-router';
import type { RoutePath } from './routeTable';

/** The params a route's path names (`:id` → `{ id }`); nothing for a path without any. */
type HrefParams<Path extends RoutePath> = [PathParam<Path>] extends [never]
  ? []
  : [params: Record<PathParam<Path>, string | number>];

/**
 * The address of a route of the route table with its params filled in, each encoded as one path
 * segment: `href('/invoice/:id', { id: 7 })` is '/invoice/7'. A path missing from the table, or a
 * param missing or misspelt, does not type-check. (react-router's own `href` checks against a route
 * table only through its framework's type generation, and does not encode the params.)
 */
export const href = <Path extends RoutePath>(path: Path, ...[params]: HrefParams<Path>): string =>
  // generatePath writes a number as it prints (String(value)).
  generatePath<string>(path, params as Record<string, string> | undefined);
