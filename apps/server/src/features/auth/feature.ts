import type { Feature } from '../../feature';
import { authRoutes } from './auth.routes';
import { emailVerificationRoutes } from './email-verification.routes';

/** Sign-in, sign-up, sessions, password resets and email confirmation. */
export const authFeature: Feature = {
  name: 'auth',
  routes(api, ctx) {
    authRoutes(api, ctx);
    emailVerificationRoutes(api, ctx);
  },
};
