import { describe, expect, it } from 'vitest';
import { EmailSchema, NewPasswordSchema } from './auth';
import { isStrongPassword, PASSWORD_SPECIALS } from './auth-values';
import { MESSAGES } from './messages';
import { passwordFormSchema } from './users';

describe('isStrongPassword (docs/spec/core-and-application.md §5)', () => {
  it('accepts 8 characters with a lowercase, an uppercase, a number and a special', () => {
    expect(isStrongPassword('Abcdef1!')).toBe(true);
    expect(isStrongPassword('Test-pass1!')).toBe(true);
  });

  it('refuses a password missing any one class', () => {
    expect(isStrongPassword('ABCDEF1!')).toBe(false); // no lowercase
    expect(isStrongPassword('abcdef1!')).toBe(false); // no uppercase
    expect(isStrongPassword('Abcdefg!')).toBe(false); // no number
    expect(isStrongPassword('Abcdefg1')).toBe(false); // no special
  });

  it('refuses 7 characters even with every class', () => {
    expect(isStrongPassword('Abcde1!')).toBe(false);
    expect(isStrongPassword('')).toBe(false);
  });

  it.each([...'-+_!@#$%^&*.,?'])('accepts %s as the special character', (special) => {
    expect(isStrongPassword(`Abcdef1${special}`)).toBe(true);
  });

  it('lists exactly the specials of the spec', () => {
    expect([...PASSWORD_SPECIALS].sort()).toEqual([...'-+_!@#$%^&*.,?'].sort());
  });

  it.each([' ', '~', '/', '(', '=', ';', '"', 'é'])('does not count %j as a special', (other) => {
    expect(isStrongPassword(`Abcdef1${other}`)).toBe(false);
  });

  it('NewPasswordSchema gives the policy message for a weak password', () => {
    const res = NewPasswordSchema.safeParse('password1');
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe(MESSAGES.passwordPolicy);
  });
});

describe('EmailSchema', () => {
  it('trims and lowercases', () => {
    expect(EmailSchema.parse('  Jo.Smith@Example.COM \n')).toBe('jo.smith@example.com');
  });

  it('refuses a malformed email with the spec message', () => {
    for (const bad of ['', 'no-at-sign', 'a@', '@b.com', 'a b@c.com']) {
      const res = EmailSchema.safeParse(bad);
      expect(res.success, bad).toBe(false);
      expect(res.error?.issues[0]?.message).toBe(MESSAGES.invalidEmail);
    }
  });
});

/** The field → message pairs a parse reports, as the form shows them. */
function errorsOf(schema: ReturnType<typeof passwordFormSchema>, value: Record<string, string>) {
  const res = schema.safeParse(value);
  if (res.success) return {};
  return Object.fromEntries(res.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const STRONG = 'Strong-pass1';

describe('passwordFormSchema for the broker page (docs/spec/core-and-application.md §5)', () => {
  const broker = passwordFormSchema({ needsCurrent: true, planner: false });

  it('names each empty field with its own message', () => {
    expect(
      errorsOf(broker, {
        currentPassword: '',
        newPassword: '',
        confirmPassword: '',
      }),
    ).toEqual({
      currentPassword: MESSAGES.currentPasswordRequired,
      newPassword: MESSAGES.invalidPassword,
      confirmPassword: MESSAGES.confirmPasswordRequired,
    });
  });

  it('puts the mismatch on the confirm field', () => {
    expect(
      errorsOf(broker, {
        currentPassword: 'old',
        newPassword: STRONG,
        confirmPassword: `${STRONG}x`,
      }),
    ).toEqual({
      confirmPassword: MESSAGES.passwordMismatch,
    });
  });

  it('gives the policy message for a weak new password', () => {
    expect(
      errorsOf(broker, {
        currentPassword: 'old',
        newPassword: 'weakpass',
        confirmPassword: 'weakpass',
      }),
    ).toEqual({
      newPassword: MESSAGES.passwordPolicy,
    });
  });

  it('accepts a valid form', () => {
    expect(
      broker.safeParse({
        currentPassword: 'old',
        newPassword: STRONG,
        confirmPassword: STRONG,
      }).success,
    ).toBe(true);
  });

  it('does not ask for the current password when an admin sets it (needsCurrent false)', () => {
    const forAdmin = passwordFormSchema({
      needsCurrent: false,
      planner: false,
    });
    expect(
      forAdmin.safeParse({
        currentPassword: '',
        newPassword: STRONG,
        confirmPassword: STRONG,
      }).success,
    ).toBe(true);
  });
});

describe('passwordFormSchema for the planner page (docs/spec/settings-billing-admin.md §5)', () => {
  const planner = passwordFormSchema({ needsCurrent: true, planner: true });

  it("uses the planner page's messages, spelling included", () => {
    expect(
      errorsOf(planner, {
        currentPassword: 'old',
        newPassword: '',
        confirmPassword: '',
      }),
    ).toEqual({
      newPassword: MESSAGES.newPasswordRequired,
      confirmPassword: 'Please type a valid confrim password.',
    });
    expect(MESSAGES.newPasswordRequired).toBe('Please type a valid new password.');
  });

  it('puts the mismatch on the new password field', () => {
    expect(
      errorsOf(planner, {
        currentPassword: 'old',
        newPassword: STRONG,
        confirmPassword: `${STRONG}x`,
      }),
    ).toEqual({
      newPassword: MESSAGES.passwordMismatch,
    });
    expect(MESSAGES.passwordMismatch).toBe('Password do not match.');
  });

  it('accepts a valid form', () => {
    expect(
      planner.safeParse({
        currentPassword: 'old',
        newPassword: STRONG,
        confirmPassword: STRONG,
      }).success,
    ).toBe(true);
  });
});
