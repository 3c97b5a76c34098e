import { defineEndpoints } from './endpoint';

/**
 * Sign-in, sign-up, sessions, password resets and email confirmation (docs/spec/core-and-application.md §4, §5;
 * decision 016). The signed-out endpoints are rate-limited per IP, and some per email as well.
 */
export const authEndpoints = defineEndpoints('auth', {
  login: {
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    summary: 'Sign in with an email and a password',
    failures: [429],
  },
  register: {
    method: 'POST',
    path: '/auth/register',
    access: 'public',
    status: 201,
    summary: 'Sign up as a broker or a planner, and sign in',
    failures: [409, 429],
  },
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot-password',
    access: 'public',
    summary: 'Email a link to choose a new password',
    failures: [429],
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/reset-password',
    access: 'public',
    summary: 'Choose a new password from an emailed link',
    failures: [429],
  },
  validateToken: {
    method: 'GET',
    path: '/auth/validate-token',
    access: 'signedIn',
    summary: 'Check the session, taking a replacement token when one is due',
    duringEnrolment: true,
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    access: 'signedIn',
    summary: 'Sign out, ending the session',
    duringEnrolment: true,
  },
  loginTotp: {
    method: 'POST',
    path: '/auth/login/totp',
    access: 'public',
    summary: 'Finish a sign-in with a code from the authenticator app, or a recovery code',
    failures: [429],
  },
  totpSetup: {
    method: 'POST',
    path: '/auth/totp/setup',
    access: 'signedIn',
    summary: 'Start setting up two-step sign-in: a new secret and its QR code',
    failures: [409],
    duringEnrolment: true,
  },
  totpEnable: {
    method: 'POST',
    path: '/auth/totp/enable',
    access: 'signedIn',
    summary: 'Turn two-step sign-in on with a first code, receiving ten recovery codes',
    failures: [409, 429],
    duringEnrolment: true,
  },
  totpDisable: {
    method: 'POST',
    path: '/auth/totp/disable',
    access: 'signedIn',
    summary: 'Turn two-step sign-in off with the password and a code',
    failures: [409, 429],
  },
  sessions: {
    method: 'GET',
    path: '/auth/sessions',
    access: 'signedIn',
    summary: "List the signed-in user's devices (open sessions)",
  },
  sessionRevoke: {
    method: 'POST',
    path: '/auth/sessions/:sessionId/revoke',
    access: 'signedIn',
    summary: 'Sign one of your devices out',
  },
  verifyEmail: {
    method: 'POST',
    path: '/auth/verify-email',
    access: 'public',
    summary: 'Follow an emailed link that confirms a login email, or a change of it',
    failures: [409, 429],
  },
  resendVerification: {
    method: 'POST',
    path: '/auth/resend-verification',
    access: 'signedIn',
    summary: 'Send a new link to confirm the login email',
    failures: [429],
  },
});
