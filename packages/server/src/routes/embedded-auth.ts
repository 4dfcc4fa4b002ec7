import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EmbeddedAuthConfig } from '../embedded-auth/auth-config.js';
import { type AuthDeps, createAuthDeps } from '../embedded-auth/auth-deps.js';
import { startLogin, verifyLogin, waitForDevice } from '../embedded-auth/login-flow.js';
import type { Mailer } from '../embedded-auth/mailer.js';
import { authOriginGuard, projectOf } from '../embedded-auth/origin-guard.js';
import { getAuthShare, getRecoveryShare, putAuthShare, putRecoveryShare } from '../embedded-auth/shares.js';
import {
  checkExportToken,
  startEmailChange,
  startExport,
  verifyEmailChangePrimary,
  verifyEmailChangeSecondary,
  verifyExport,
} from '../embedded-auth/step-up.js';
import { ProjectRegistry } from '../http/project-registry.js';
import { requestBaseUrl } from '../http/request-base-url.js';
import { responses, SUCCESS_BODY } from '../http/response-schemas.js';
import { querySchema } from '../http/route-options.js';
import { type TypedInstance, typed } from '../http/type-provider.js';
import type { RouteContext } from './context.js';
import { registerDeviceApprovalPage } from './embedded-auth-approve.js';
import * as S from './embedded-auth-schemas.js';

const own = { project: 'own' } as const;
const query = querySchema();

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : undefined;
}

function sessionOf(deps: AuthDeps, request: FastifyRequest) {
  return deps.sessions.authenticate(projectOf(request).id, bearer(request));
}

function approveUrl(request: FastifyRequest, projectId: string) {
  return (token: string) =>
    `${requestBaseUrl(request)}/auth/v1/device/approve?projectId=${encodeURIComponent(projectId)}&token=${token}`;
}

function registerLogin(app: TypedInstance, deps: AuthDeps): void {
  app.post(
    '/auth/v1/email/start',
    {
      config: own,
      schema: {
        querystring: query,
        body: S.START_BODY,
        response: responses({ 200: S.ACTION_RESPONSE }, [403, 429, 503]),
      },
    },
    async (request) => {
      const project = projectOf(request);
      const { email, device } = request.body;
      return { action: await startLogin(deps, project, email, device, approveUrl(request, project.id)) };
    },
  );
  app.post(
    '/auth/v1/device/wait',
    {
      config: own,
      schema: {
        querystring: query,
        body: S.START_BODY,
        response: responses({ 200: S.ACTION_RESPONSE, 204: { type: 'null' } }),
      },
    },
    async (request, reply) => {
      const aborted = new AbortController();
      reply.raw.once('close', () => aborted.abort());
      const { email, device } = request.body;
      const action = await waitForDevice(deps, projectOf(request), email, device, { signal: aborted.signal });
      return action === undefined ? reply.code(204).send(null) : { action };
    },
  );
  app.post(
    '/auth/v1/email/verify',
    {
      config: own,
      schema: {
        querystring: query,
        body: S.VERIFY_BODY,
        response: responses({ 200: S.VERIFY_RESPONSE }, [400, 403]),
      },
    },
    async (request) => {
      const { email, code, device } = request.body;
      return verifyLogin(deps, projectOf(request), email, code, device);
    },
  );
}

function registerSession(app: TypedInstance, deps: AuthDeps): void {
  app.post(
    '/auth/v1/session/refresh',
    {
      config: own,
      schema: {
        querystring: query,
        body: S.REFRESH_BODY,
        response: responses({ 200: S.TOKENS_RESPONSE }, [401]),
      },
    },
    async (request) => deps.sessions.refresh(projectOf(request).id, request.body.refreshToken),
  );
  app.post(
    '/auth/v1/session/revoke',
    { config: own, schema: { querystring: query, response: responses({ 200: SUCCESS_BODY }, [401]) } },
    async (request) => {
      await deps.sessions.revoke((await sessionOf(deps, request)).sessionId);
      return { success: true };
    },
  );
}

function registerShares(app: TypedInstance, deps: AuthDeps): void {
  const put = {
    querystring: query,
    body: S.SHARE_BODY,
    response: responses({ 200: SUCCESS_BODY }, [400, 401]),
  };
  const get = { querystring: query, response: responses({ 200: S.SHARE_RESPONSE }, [401, 404]) };
  app.put('/auth/v1/shares/auth', { config: own, schema: put }, async (request) => {
    await putAuthShare(deps, await sessionOf(deps, request), request.body.ciphertext);
    return { success: true };
  });
  app.get('/auth/v1/shares/auth', { config: own, schema: get }, async (request) =>
    getAuthShare(deps, await sessionOf(deps, request)),
  );
  app.put('/auth/v1/shares/recovery', { config: own, schema: put }, async (request) => {
    await putRecoveryShare(deps, await sessionOf(deps, request), request.body.ciphertext);
    return { success: true };
  });
  app.get('/auth/v1/shares/recovery', { config: own, schema: get }, async (request) =>
    getRecoveryShare(deps, await sessionOf(deps, request)),
  );
  app.put(
    '/auth/v1/accounts/addresses',
    {
      config: own,
      schema: {
        querystring: query,
        body: S.ADDRESSES_BODY,
        response: responses({ 200: S.USER_RESPONSE }, [400, 401]),
      },
    },
    async (request) => {
      const session = await sessionOf(deps, request);
      const account = await deps.accounts.setAddresses(session.accountId, request.body.addresses);
      const { id, email, accounts, preferredAccountType } = account;
      return { user: { id, email, accounts, preferredAccountType } };
    },
  );
}

function registerStepUp(app: TypedInstance, deps: AuthDeps): void {
  const action = responses({ 200: S.ACTION_RESPONSE }, [400, 401, 409, 429, 503]);
  app.post(
    '/auth/v1/export/start',
    {
      config: own,
      schema: { querystring: query, response: responses({ 200: SUCCESS_BODY }, [401, 429, 503]) },
    },
    async (request) => {
      await startExport(deps, projectOf(request), await sessionOf(deps, request));
      return { success: true };
    },
  );
  app.post(
    '/auth/v1/export/verify',
    {
      config: own,
      schema: {
        querystring: query,
        body: S.CODE_BODY,
        response: responses({ 200: S.EXPORT_RESPONSE }, [400, 401]),
      },
    },
    async (request) =>
      verifyExport(deps, projectOf(request), await sessionOf(deps, request), request.body.code),
  );
  app.post(
    '/auth/v1/export/check',
    {
      config: own,
      schema: {
        querystring: query,
        body: S.EXPORT_CHECK_BODY,
        response: responses({ 200: S.VALID_RESPONSE }, [401]),
      },
    },
    async (request) => ({
      valid: await checkExportToken(
        deps,
        projectOf(request),
        await sessionOf(deps, request),
        request.body.exportToken,
      ),
    }),
  );
  app.post(
    '/auth/v1/email/change',
    { config: own, schema: { querystring: query, body: S.CHANGE_BODY, response: action } },
    async (request) => ({
      action: await startEmailChange(
        deps,
        projectOf(request),
        await sessionOf(deps, request),
        request.body.newEmail,
      ),
    }),
  );
  app.post(
    '/auth/v1/email/change/primary',
    { config: own, schema: { querystring: query, body: S.CODE_BODY, response: action } },
    async (request) => ({
      action: await verifyEmailChangePrimary(
        deps,
        projectOf(request),
        await sessionOf(deps, request),
        request.body.code,
      ),
    }),
  );
  app.post(
    '/auth/v1/email/change/secondary',
    {
      config: own,
      schema: {
        querystring: query,
        body: S.CODE_BODY,
        response: responses({ 200: S.USER_RESPONSE }, [400, 401, 409]),
      },
    },
    async (request) => ({
      user: await verifyEmailChangeSecondary(
        deps,
        projectOf(request),
        await sessionOf(deps, request),
        request.body.code,
      ),
    }),
  );
}

/**
 * The embedded wallet's auth service, `/auth/v1/*` (docs/embedded-wallet-auth.md): every route behind the
 * origin guard (its project; the frame origin; the dApp origin the frame names on the project's allow-list),
 * the device-approval page outside it (it is opened from an e-mail). `mailer` replaces the SMTP transport.
 */
export function registerEmbeddedAuthRoutes(
  instance: FastifyInstance,
  context: RouteContext,
  config: EmbeddedAuthConfig,
  mailer?: Mailer,
): void {
  instance.register(async (scope) => {
    const deps = await createAuthDeps(context.db, config, context.now, mailer);
    scope.addHook('onClose', () => deps.mailer.close());
    registerDeviceApprovalPage(scope, deps);
    scope.register(async (guarded) => {
      guarded.addHook('onRequest', authOriginGuard(new ProjectRegistry(context.db), config.frameOrigin));
      guarded.options('/auth/v1/*', { config: own }, async (_request, reply) => reply.code(204).send());
      const app = typed(guarded);
      registerLogin(app, deps);
      registerSession(app, deps);
      registerShares(app, deps);
      registerStepUp(app, deps);
    });
  });
}
