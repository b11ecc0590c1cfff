import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changePasswordResponse,
  loginResponse,
  signOutEverywhereResponse,
  userDataResponse,
} from '@shared/contracts/accounts';
import { messageOnlyResponse } from '@shared/contracts/envelope';
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
} from '@shared/validation/accounts';
import { ok } from '../../http/envelope';
import { TooManyRequests } from '../../http/errors';
import { requestLanguage, translate } from '../../i18n/messages';
import type { AccountsService } from './service';

/** A text field of a body that may be anything (a limit's key is read before nothing else can be trusted). */
function fieldOf(body: unknown, ...names: string[]): string {
  if (body === null || typeof body !== 'object') return '';
  for (const name of names) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === 'string' && value !== '') return value;
  }
  return '';
}

/** Per client address, before the body is read: every sign-in, registration and recovery call. */
const perAddress = (perMinute: number) => ({
  access: 'public' as const,
  rateLimit: { max: perMinute, timeWindow: 60_000 },
});

/**
 * Registration and recovery send email, so they are limited twice: per client address (before the
 * body is read) and per account name (once it is), so neither one address nor many addresses can
 * hammer one account's mailbox. Sign-in is limited per address here and counts wrong passwords in
 * the service (lockout.ts), so nobody can lock another person out.
 */
function authRateLimits(app: FastifyInstance, perMinute: number, accountOf: (body: unknown) => string) {
  const checkAccount = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `account:${request.routeOptions.url}:${accountOf(request.body).toLowerCase()}`,
  });
  return {
    config: perAddress(perMinute),
    preHandler: async (request: FastifyRequest) => {
      const limit = await checkAccount(request);
      if (!limit.isAllowed && limit.isExceeded) throw new TooManyRequests();
    },
  };
}

export default async function accountsRoutes(
  app: FastifyInstance,
  options: { service: AccountsService; authRateLimitPerMinute: number },
) {
  const { service } = options;
  const limited = (accountOf: (body: unknown) => string) =>
    authRateLimits(app, options.authRateLimitPerMinute, accountOf);

  app.post<{ Body: LoginRequest }>(
    '/api/Auth/login',
    {
      schema: { tags: ['Accounts'], body: loginSchema, security: [], response: { 200: loginResponse } },
      config: perAddress(options.authRateLimitPerMinute),
    },
    async (request) => ok(await service.login(request.body, requestLanguage(request), request.ip)),
  );

  app.get(
    '/api/Auth/getUserData',
    { schema: { tags: ['Accounts'], response: { 200: userDataResponse } } },
    async (request) => ok(await service.userData(request.user)),
  );

  app.post<{ Body: RegistrationRequest }>(
    '/api/Accounts/registration',
    {
      schema: { tags: ['Accounts'], body: registrationSchema, security: [], response: { 200: messageOnlyResponse } },
      ...limited((body) => fieldOf(body, 'userName')),
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
      ...limited((body) => fieldOf(body, 'userName', 'email')),
    },
    async (request) => {
      await service.requestPasswordReset(request.body);
      return ok(null, translate(requestLanguage(request), 'accounts.reset.emailSent'));
    },
  );

  app.put<{ Body: ConfirmResetPasswordRequest }>(
    '/api/Accounts/confirmresetpassword',
    {
      schema: {
        tags: ['Accounts'],
        body: confirmResetPasswordSchema,
        security: [],
        response: { 200: messageOnlyResponse },
      },
      ...limited((body) => fieldOf(body, 'token')),
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

  // No body: the bearer token says whose sessions end (listed as such in openapi.test.ts).
  app.post(
    '/api/Accounts/signouteverywhere',
    { schema: { tags: ['Accounts'], response: { 200: signOutEverywhereResponse } } },
    async (request) => {
      const result = await service.signOutEverywhere(request.user.id);
      return ok(result, translate(requestLanguage(request), 'accounts.signOutEverywhere.success'));
    },
  );

  app.delete(
    '/api/Accounts/deleteaccount',
    { schema: { tags: ['Accounts'], response: { 200: messageOnlyResponse } } },
    async (request) => {
      await service.deleteAccount(request.user.id);
      return ok(null, translate(requestLanguage(request), 'accounts.delete.success'));
    },
  );
}
