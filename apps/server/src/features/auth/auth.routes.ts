import {
  ForgotPasswordSchema,
  LoginSchema,
  MESSAGES,
  MessageResponseSchema,
  RegisterSchema,
  ResetPasswordSchema,
  TokenResponseSchema,
  ValidateTokenResponseSchema,
} from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf, metaOf } from '../../http/auth-hook';
import { authPerIpLimit } from '../../http/rate-limit-store';
import type { Api } from '../../http/types';
import { forgotPassword, login, logout, register, resetPassword, validateToken } from './auth.service';

export function authRoutes(api: Api, ctx: ServiceContext): void {
  const { rateLimit } = ctx.config;
  // One generous budget per IP across the unauthenticated endpoints (an office signs in from one address).
  const perIp = authPerIpLimit(ctx.config);
  const tags = ['auth'];

  api.post(
    '/auth/login',
    {
      config: { public: true, rateLimit: perIp },
      schema: { tags, body: LoginSchema, response: { 200: TokenResponseSchema } },
    },
    (req) => login(ctx, req.body, metaOf(req)),
  );

  api.post(
    '/auth/register',
    {
      config: { public: true, rateLimit: { max: rateLimit.signupsPerIpPerHour, timeWindow: 3_600_000 } },
      schema: { tags, body: RegisterSchema, response: { 201: TokenResponseSchema } },
    },
    async (req, reply) => reply.status(201).send(await register(ctx, req.body, metaOf(req))),
  );

  api.post(
    '/auth/forgot-password',
    {
      config: { public: true, rateLimit: perIp },
      schema: { tags, body: ForgotPasswordSchema, response: { 200: MessageResponseSchema } },
    },
    async (req) => {
      await forgotPassword(ctx, req.body.email, metaOf(req));
      return { message: MESSAGES.resetEmailSent };
    },
  );

  api.post(
    '/auth/reset-password',
    {
      config: { public: true, rateLimit: perIp },
      schema: { tags, body: ResetPasswordSchema, response: { 200: MessageResponseSchema } },
    },
    async (req) => {
      await resetPassword(ctx, req.body, metaOf(req));
      return { message: MESSAGES.passwordResetDone };
    },
  );

  api.get('/auth/validate-token', { schema: { tags, response: { 200: ValidateTokenResponseSchema } } }, (req) =>
    validateToken(ctx, actorOf(req), metaOf(req)),
  );

  api.post('/auth/logout', { schema: { tags, response: { 200: MessageResponseSchema } } }, async (req) => {
    await logout(ctx, actorOf(req));
    return { message: MESSAGES.loggedOut };
  });
}
