import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changePasswordResponse, loginResponse, userDataResponse } from '../../../../src/contracts/accounts';
import { messageOnlyResponse } from '../../../../src/contracts/envelope';
import {
  type ChangePasswordRequest,
  type ConfirmResetPasswordRequest,
  type LoginRequest,
  type RegistrationRequest,
  type ResetPasswordRequest,
  changePasswordSchema,
  confirmResetPasswordSchema,
  loginSchema,
  registrationSchema,
  resetPasswordSchema,
} from '../../../../src/validation/accounts';
import { ok } from '../../http/envelope';
import { TooManyRequests } from '../../http/errors';
import { requestLanguage, translate } from '../../i18n/messages';
import type { AccountsService } from './service';

/**
 * Sign-in, registration and recovery are limited twice: per client address (before the body is
 * read) and per account name (once it is), so neither one address nor many addresses can hammer
 * one account.
 */
function authRateLimits(app: FastifyInstance, perMinute: number, accountOf: (request: FastifyRequest) => string) {
  const checkAccount = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `account:${request.routeOptions.url}:${accountOf(request).toLowerCase()}`,
  });
  return {
    config: { access: 'public' as const, rateLimit: { max: perMinute, timeWindow: 60_000 } },
    preHandler: async (request: FastifyRequest) => {
      const limit = await checkAccount(request);
      if (!limit.isAllowed && limit.isExceeded) throw new TooManyRequests();
    },
  };
}

export default async function accountsRoutes(app: FastifyInstance, options: { service: AccountsService; authRateLimitPerMinute: number }) {
  const { service } = options;
  const limited = (accountOf: (request: FastifyRequest) => string) =>
    authRateLimits(app, options.authRateLimitPerMinute, accountOf);

  app.post<{ Body: LoginRequest }>(
    '/api/Auth/login',
    { schema: { tags: ['Accounts'], body: loginSchema, security: [], response: { 200: loginResponse } }, ...limited((r) => (r.body as LoginRequest).username) },
    async (request) => ok(await service.login(request.body, requestLanguage(request))),
  );

  app.get('/api/Auth/getUserData', { schema: { tags: ['Accounts'], response: { 200: userDataResponse } } }, async (request) =>
    ok(await service.userData(request.user)),
  );

  app.post<{ Body: RegistrationRequest }>(
    '/api/Accounts/registration',
    {
      schema: { tags: ['Accounts'], body: registrationSchema, security: [], response: { 200: messageOnlyResponse } },
      ...limited((r) => (r.body as RegistrationRequest).userName),
    },
    async (request) => {
      const language = requestLanguage(request);
      await service.register(request.body, language);
      return ok(null, translate(language, 'accounts.registration.success'));
    },
  );

  app.put<{ Body: ResetPasswordRequest }>(
    '/api/Accounts/resetpassword',
    {
      schema: { tags: ['Accounts'], body: resetPasswordSchema, security: [], response: { 200: messageOnlyResponse } },
      ...limited((r) => {
        const body = r.body as ResetPasswordRequest;
        return body.userName || body.email;
      }),
    },
    async (request) => {
      await service.requestPasswordReset(request.body);
      return ok(null, translate(requestLanguage(request), 'accounts.reset.emailSent'));
    },
  );

  app.put<{ Body: ConfirmResetPasswordRequest }>(
    '/api/Accounts/confirmresetpassword',
    {
      schema: { tags: ['Accounts'], body: confirmResetPasswordSchema, security: [], response: { 200: messageOnlyResponse } },
      ...limited((r) => (r.body as ConfirmResetPasswordRequest).token),
    },
    async (request) => {
      await service.confirmPasswordReset(request.body);
      return ok(null, translate(requestLanguage(request), 'accounts.reset.success'));
    },
  );

  app.put<{ Body: ChangePasswordRequest }>(
    '/api/Accounts/changepassword',
    { schema: { tags: ['Accounts'], body: changePasswordSchema, response: { 200: changePasswordResponse } } },
    async (request) => {
      const result = await service.changePassword(request.user.id, request.body);
      return ok(result, translate(requestLanguage(request), 'accounts.changePassword.success'));
    },
  );

  app.delete('/api/Accounts/deleteaccount', { schema: { tags: ['Accounts'], response: { 200: messageOnlyResponse } } }, async (request) => {
    await service.deleteAccount(request.user.id);
    return ok(null, translate(requestLanguage(request), 'accounts.delete.success'));
  });
}
