/**
 * The wire contract of the portal's API (spec sections 3 and 7), shared by the client and the
 * reference server. Field names and quirks are the spec's; shapes the spec leaves open are
 * documented in docs/api.md.
 */

/** 1/0 flags as the API sends them. */
export type Flag = 0 | 1;
/** Calendar dates as 'YYYY-MM-DD'; moments as ISO 8601 timestamps. */
export type IsoDate = string;
export type IsoDateTime = string;

// ---------- errors ----------

/** Ordinary error body: one Dutch message. */
export interface MessageBody {
  message: string;
}
/** Login failure: an object of messages that the client concatenates (spec 8). */
export interface LoginErrorBody {
  message: Record<string, string>;
}
/** Ticket calls nest their error message (spec 8). */
export interface TicketErrorBody {
  error: { message: string };
}

// ---------- auth ----------

export interface TokenSet {
  token: string;
  refresh_token: string;
  /** Lifetime of `token` in seconds; drives the refresh and inactivity timers. */
  jwt_expire_time: number;
}
export interface LoginRequest {
  email: string;
  password: string;
}
export interface RefreshRequest {
  refresh_token: string;
}
export interface AppLoginRequest {
  sessionToken: string;
}
export interface ForgotPasswordRequest {
  email: string;
}
/** POST /auth/reset-password (beyond the spec): the token of the mail's link and the new password. */
export interface ResetPasswordRequest {
  token: string;
  password: string;
}
export interface LogoutRequest {
  refresh_token?: string;
}
/**
 * POST /auth/token (HTTP 202) for a user with two-step verification on: no token set yet; a code of
 * six digits was mailed, to be sent with the challenge to POST /auth/token/code.
 */
export interface LoginCodeRequired {
  codeRequired: 'email';
  challenge: string;
  /** Seconds before POST /auth/token/resend may send a new code. */
  resendAfter: number;
  /** Seconds the code stays valid. */
  expiresIn: number;
}
/** POST /auth/token/code: the challenge of LoginCodeRequired and the mailed code. */
export interface LoginCodeRequest {
  challenge: string;
  code: string;
}
/** POST /auth/token/resend: a new code for an open challenge. */
export interface LoginCodeResendRequest {
  challenge: string;
}

// ---------- user and config ----------

export type Platform = 'ios' | 'android' | 'desktop';
export type LoginType = 'web' | 'app';

export interface User {
  email: string;
  fullName: string;
  poc: string;
  isAdmin: boolean;
  active: boolean;
  loginType: LoginType;
}
export interface AppConfigResponse {
  app: { platform: Platform; state: 'save' | 'get' };
  user: User;
}

// ---------- dashboard, numbers, settings ----------

export type AccessType = 1 | 3;
export type SubscriptionStatus = 'active' | 'cancelled' | 'lapsed';

export interface Subscription {
  id: number;
  name: string;
  description: string;
  salesLine1: string;
  /** Euro per month excl. VAT. */
  price: number;
  icon: string;
  status: SubscriptionStatus;
  accessType: AccessType;
  cancelTime: IsoDateTime | null;
  expireTime: IsoDate | null;
  startTime: IsoDate;
  swappable: boolean;
  /** Days left before another switch is allowed. */
  swapCooldown: number;
}
export interface PhoneNumber {
  number_id: number;
  phoneNumber: string;
  name: string;
  /** 1 for the current outgoing number. */
  active: Flag;
}
export interface DashboardResponse {
  user: User;
  hasSms: boolean;
  phoneNumber: PhoneNumber[];
  subscription: Subscription | null;
}
export interface NumbersResponse {
  phoneNumbers: PhoneNumber[];
  numberSwitchType: string;
}
export interface NumbersEditRequest {
  phoneNumbers: Array<Pick<PhoneNumber, 'number_id' | 'name'>>;
}
export type SettingsToggleAction = 'two-step-verification' | 'individual-number-switch' | 'newsletter';
export type SettingsRequest =
  { action: 'switch-default-number'; phoneNumberID: number } | { action: SettingsToggleAction; toggle: Flag };
export interface Settings {
  numberSwitchIndividual: Flag;
  twoStepVerification: Flag;
  newsletter: Flag;
}

// ---------- invoices and downloads ----------

export interface Invoice {
  id: number;
  number: string;
  updateDate: IsoDate;
  price: number;
  priceVat: number;
  prepaid: Flag;
}
export type DownloadService = 'account/invoice' | 'invoices/export' | 'account/export';
export interface DownloadPrepareRequest {
  service: DownloadService;
  meta?: { id?: number };
  email?: string;
}
export interface DownloadPrepareResponse {
  pdf?: { pdfUrl: string };
  url?: string;
  message?: string;
}

// ---------- blocked numbers ----------

export interface BlacklistRequest {
  userPoc: string;
}
export interface BlacklistChangeRequest {
  userPoc: string;
  blacklistNumber: string;
}
export interface BlacklistResponse {
  /** Number strings without a leading plus. */
  numbers: string[];
}

// ---------- credit ----------

export interface Credit {
  credit: number;
  endDate: IsoDate;
  upgradeCredit: number;
  bank: string;
  email: string;
  topUpCreditUrl: string;
  extendUrl: string;
  subscription: { renewal: Flag; initialExpireTime: IsoDate };
}

// ---------- subscriptions ----------

export interface SubscriptionCancelRequest {
  id: number;
  reason: string;
}
export interface SubscriptionIdRequest {
  id: number;
}
export interface SubscriptionOption {
  id: number;
  name: string;
  description: string;
  salesLine1: string;
  price: number;
  icon: string;
  startTime: IsoDate;
}
/** Options keyed by subscription type, e.g. `{ abonnement: [...] }`. */
export type SubscriptionOptions = Record<string, SubscriptionOption[]>;
export interface BundleEffectsRequest {
  subscriptionID: number;
  subscriptionTypeId: number;
}
export interface BundleEffectsResponse {
  feedback: string;
}
export interface SubscriptionSwitchRequest {
  id: number;
  type: string;
  subscriptionTypeId: number;
}

// ---------- bundles, extra users and numbers ----------

export type BundleKind = 'extra-user' | 'extra-local-number' | 'extra-business-number';
export interface Bundle {
  id: number;
  kind: BundleKind;
  name: string;
  /** Euro per month excl. VAT. */
  price: number;
}
export interface BundlesResponse {
  bundles: Bundle[];
}
export interface ActiveExtraUser {
  id: number;
  bundle_subusers_id: number;
  bundle_subusers_email: string;
}
export interface ExtraNumber {
  id: number;
  number_extension_id: number;
  phone_number_display: string;
  bundle_extra_number_slot: number;
}
export interface ActiveBundlesResponse {
  subusers: ActiveExtraUser[];
  extranumbers: ExtraNumber[];
}
export interface AddExtraUserRequest {
  email: string;
  password: string;
}
export interface GetExtraUserRequest {
  bundleSubuserId: number;
}
export interface GetExtraUserResponse {
  email: string;
}
export interface RemoveExtraUserRequest {
  bundleSubUserId: number;
}

// ---------- tickets ----------

export interface TicketMessage {
  message: string;
  creationTime: IsoDateTime;
  isEmployee: boolean;
  /** Status reached by this entry, when it records a status change. */
  statusChange: string | null;
}
export interface Ticket {
  id: number;
  typeId: number;
  statusId: number;
  subject: string;
  message: string;
  creationTime: IsoDateTime;
  newMessages: number;
  locked: boolean;
  conversation: TicketMessage[];
}
export interface MessageOfTheDay {
  enabled: boolean;
  type: 'warning' | 'alert';
  message: string;
}
export interface TicketsResponse {
  motd: MessageOfTheDay;
  tickets: Ticket[];
  supportAvailable: boolean;
}
export interface TicketCreateRequest {
  subject: string;
  message: string;
  category: number;
  /** 4 marks an extra-number request, hidden from the ticket list. */
  type?: number;
}
export interface TicketOptionsResponse {
  categories: Array<{ id: number; name: string }>;
}
export interface TicketReplyRequest {
  ticketID: number;
  message: string;
}

// ---------- account ----------

export interface Account {
  firstname: string;
  prefix: string;
  lastname: string;
  company: string;
  mobile: string;
  address: string;
  number: string;
  numberadd: string;
  zip: string;
  city: string;
  coc: string;
  companyemail: string;
  voicemailEmail: string;
  email: string;
  iban: string;
  ponumber: string;
  hasSubscription: boolean;
  schedule: AccountSchedule | null;
}
export interface AccountSchedule {
  /** Planned deletion moment. */
  scheduleTime: IsoDate;
}
/** POST /account sends the whole account; `scheduleDeletion` asks for deletion. */
export type AccountSaveRequest = Omit<Account, 'hasSubscription' | 'schedule'> & { scheduleDeletion?: boolean };
export interface AccountRemoveResponse {
  schedule: AccountSchedule | null;
}
export interface PasswordChangeRequest {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirm: string;
}

// ---------- usage ----------

export interface UsageCategory {
  name: string;
  totalCalls: number;
  totalMinutes: number;
  percentage: number;
  circlePiece: number;
  circleDistance: number;
}
export interface Usage {
  lastUpdated: IsoDateTime;
  totalMinutesCalled: number;
  categories: UsageCategory[];
}
export interface CallRecord {
  id: number;
  /** 'O' outgoing, otherwise incoming. */
  type: string;
  calledNumber: string;
  telephoneNumber: string;
  date: IsoDate;
  time: string;
  /** Seconds. */
  duration: number;
}
export interface MonthCalls {
  periodStart: IsoDate;
  calls: CallRecord[];
}
export interface CallsResponse {
  data: { currentMonth: MonthCalls; previousMonth: MonthCalls };
}
