// What other features may use of the security page: switching two-step verification by e-mail on.
export { EmailCodeForm, useSendEmailCode } from './EmailCodeForm';
