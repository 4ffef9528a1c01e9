/**
 * The wire contract of team access (docs/api.md "Team access"): 'Gebruikers en rechten', the
 * invitation link, and 'Activiteit'. Apart from contract.ts so the areas merge without touching it; the
 * app imports the types only.
 */
import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime } from './contract';
import { ROLES } from './permissions';
import { Id, Nullable, StringEnum, Text } from './wire';

export const RoleName = StringEnum(ROLES);

export const TeamPerson = Type.Object({
  id: Type.Integer(),
  fullName: Type.String(),
  email: Type.String(),
  role: RoleName,
  /** The main account holder: a Beheerder who stays one. */
  accountHolder: Type.Boolean(),
  /** A portal colleague (invited), not an extra user (a paid phone line). */
  colleague: Type.Boolean(),
  /** Two-step verification set up (a mailed code or an authenticator app). */
  twoStep: Type.Boolean(),
  /** The caller. */
  self: Type.Boolean(),
});
export type TeamPerson = Static<typeof TeamPerson>;

export const TeamInvitation = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  role: RoleName,
  createdAt: IsoDateTime,
  expiresAt: IsoDateTime,
  /** Past its 48 hours: 'Opnieuw versturen' makes a new link. */
  expired: Type.Boolean(),
});
export type TeamInvitation = Static<typeof TeamInvitation>;

export const TeamResponse = Type.Object({
  people: Type.Array(TeamPerson),
  invitations: Type.Array(TeamInvitation),
  twoStepRequired: Type.Boolean(),
});
export type TeamResponse = Static<typeof TeamResponse>;

export const InviteRequest = Type.Object({ email: Text(254), role: RoleName });
export type InviteRequest = Static<typeof InviteRequest>;
export const TeamIdParams = Type.Object({ id: Id('The invitation or person') });
export const RoleChangeRequest = Type.Object({ role: RoleName });
export type RoleChangeRequest = Static<typeof RoleChangeRequest>;
export const TwoStepRequiredRequest = Type.Object({ required: Type.Boolean() });
export type TwoStepRequiredRequest = Static<typeof TwoStepRequiredRequest>;

/**
 * A code mailed to switch two-step verification by e-mail on (docs/decisions/0110-required-two-step-holds.md):
 * type it back with its challenge.
 */
export const EmailCodeSent = Type.Object({
  message: Type.String(),
  challenge: Type.String(),
  /** Seconds before another code may be asked for. */
  resendAfter: Type.Integer(),
  /** Seconds the code works. */
  expiresIn: Type.Integer(),
});
export type EmailCodeSent = Static<typeof EmailCodeSent>;
export const EmailCodeConfirmRequest = Type.Object({ challenge: Text(200), code: Text(20) });
export type EmailCodeConfirmRequest = Static<typeof EmailCodeConfirmRequest>;

export const InvitationTokenRequest = Type.Object({ token: Text(200) });
export type InvitationTokenRequest = Static<typeof InvitationTokenRequest>;
/** What the invitation page shows before the colleague accepts. */
export const InvitationInfo = Type.Object({
  email: Type.String(),
  company: Type.String(),
  role: RoleName,
  twoStepRequired: Type.Boolean(),
  /** The address has a login already (here or elsewhere): the link cannot be accepted. */
  addressTaken: Type.Boolean(),
});
export type InvitationInfo = Static<typeof InvitationInfo>;
export const InvitationAcceptRequest = Type.Object({
  token: Text(200),
  fullName: Text(100),
  password: Text(1000),
});
export type InvitationAcceptRequest = Static<typeof InvitationAcceptRequest>;

export const ACTIVITY_KINDS = [
  'team',
  'invitation',
  'two-step',
  'usage-limit',
  'blocked-numbers',
  'outgoing-number',
  'subscription',
  'account',
  'login-details',
  'extra-users',
  'numbers',
  'invoice-settings',
  'tickets',
  'data-export',
  'porting',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const ActivityKindName = StringEnum(ACTIVITY_KINDS);

export const ActivityEntry = Type.Object({
  id: Type.Integer(),
  at: IsoDateTime,
  personId: Nullable(Type.Integer()),
  personName: Type.String(),
  /** The person's login address: a name is chosen by its owner and may copy another's. */
  personEmail: Type.String(),
  kind: ActivityKindName,
  detail: Type.String(),
});
export type ActivityEntry = Static<typeof ActivityEntry>;
export const ActivityQuery = Type.Object({
  person: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$', description: 'Only entries of this person' })),
  kind: Type.Optional(ActivityKindName),
});
export type ActivityQuery = Static<typeof ActivityQuery>;
export const ActivityResponse = Type.Object({
  entries: Type.Array(ActivityEntry),
  /** Everyone who appears in the log, for the person filter. */
  people: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() })),
});
export type ActivityResponse = Static<typeof ActivityResponse>;
