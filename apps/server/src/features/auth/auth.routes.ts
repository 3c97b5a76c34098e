import { authApi, MESSAGES } from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf, metaOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
import { authPerIpLimit } from '../../http/rate-limit-store';
import type { Api } from '../../http/types';
import { forgotPassword, login, logout, register, resetPassword, startSession, validateToken } from './auth.service';
import { listDevices, signOutDevice } from './device-sessions.service';
import { disableTwoStep, enableTwoStep, finishSignIn, setUpTotp } from './two-step.service';

export function authRoutes(api: Api, ctx: ServiceContext): void {
  const { rateLimit } = ctx.config;
  // One generous budget per IP across the unauthenticated endpoints (an office signs in from one address).
  const perIp = { config: { rateLimit: authPerIpLimit(ctx.config) } };

  route(api, authApi.login, (req) => login(ctx, req.body, metaOf(req)), perIp);

  route(api, authApi.register, (req) => register(ctx, req.body, metaOf(req)), {
    config: { rateLimit: { max: rateLimit.signupsPerIpPerHour, timeWindow: 3_600_000 } },
  });

  route(
    api,
    authApi.forgotPassword,
    async (req) => {
      await forgotPassword(ctx, req.body.email, metaOf(req));
      return { message: MESSAGES.resetEmailSent };
    },
    perIp,
  );

  route(
    api,
    authApi.resetPassword,
    async (req) => {
      await resetPassword(ctx, req.body, metaOf(req));
      return { message: MESSAGES.passwordResetDone };
    },
    perIp,
  );

  route(
    api,
    authApi.loginTotp,
    (req) => finishSignIn(ctx, req.body, metaOf(req), (userId) => startSession(ctx, userId, metaOf(req))),
    perIp,
  );
  route(api, authApi.totpSetup, (req) => setUpTotp(ctx, actorOf(req)));
  route(api, authApi.totpEnable, (req) => enableTwoStep(ctx, actorOf(req), req.body.code, metaOf(req)));
  route(api, authApi.totpDisable, async (req) => {
    await disableTwoStep(ctx, actorOf(req), req.body, metaOf(req));
    return { message: MESSAGES.mfaOff };
  });
  route(api, authApi.sessions, (req) => listDevices(ctx, actorOf(req)));
  route(api, authApi.sessionRevoke, async (req) => {
    await signOutDevice(ctx, actorOf(req), req.params.sessionId, metaOf(req));
    return { message: MESSAGES.sessionEnded };
  });

  route(api, authApi.validateToken, (req) => validateToken(ctx, actorOf(req), metaOf(req)));

  route(api, authApi.logout, async (req) => {
    await logout(ctx, actorOf(req));
    return { message: MESSAGES.loggedOut };
  });
}
