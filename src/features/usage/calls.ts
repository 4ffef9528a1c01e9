import type { Direction } from '../../text/callRows';

/** The direction filter of a call list; the server applies it (GET /usage/calls/{poc}). */
export type DirectionFilter = Direction | 'all';
