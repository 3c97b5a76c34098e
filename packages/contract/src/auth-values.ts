/**
 * docs/spec/core-and-application.md §5: at least 8 characters, a lowercase, an uppercase, a number and one of these
 * specials.
 */
export const PASSWORD_SPECIALS = '-+_!@#$%^&*.,?';
const PASSWORD_MIN_LENGTH = 8;

export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /[0-9]/.test(value) &&
    [...value].some((ch) => PASSWORD_SPECIALS.includes(ch))
  );
}
