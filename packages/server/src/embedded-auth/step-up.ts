import { jwtVerify, SignJWT } from 'jose';
import { normaliseEmail } from '../embedded/embedded-accounts.js';
import { ConflictError } from '../errors.js';
import type { Project } from '../http/project-registry.js';
import type { AuthDeps } from './auth-deps.js';
import { InvalidCodeError } from './auth-errors.js';
import type { CodePurpose } from './codes.js';
import { type AuthUser, emailAccountOf, userOf } from './login-flow.js';
import type { SessionClaims } from './sessions.js';

/** An export token's life. */
export const EXPORT_TOKEN_SECONDS = 120;

async function accountEmail(deps: AuthDeps, session: SessionClaims): Promise<string> {
  const account = await deps.accounts.get(session.accountId);
  if (account.email === null) throw new InvalidCodeError(false);
  return account.email;
}

function send(
  deps: AuthDeps,
  project: Project,
  purpose: CodePurpose,
  to: string,
  label: string,
  key: string,
  note?: string,
) {
  return deps.codes.issue(
    { projectId: project.id, purpose, email: key },
    (code) => deps.mailer.sendCode({ to, code, appName: project.name, purpose: label }),
    note,
  );
}

/** `POST /auth/v1/export/start`: a fresh code to the account's address. */
export async function startExport(deps: AuthDeps, project: Project, session: SessionClaims): Promise<void> {
  const email = await accountEmail(deps, session);
  await send(deps, project, 'export', email, 'export', email);
}

/** `POST /auth/v1/export/verify`: a 2-minute token (`purpose: export`) the frame requires before revealing a key. */
export async function verifyExport(deps: AuthDeps, project: Project, session: SessionClaims, code: string) {
  const email = await accountEmail(deps, session);
  await deps.codes.verify({ projectId: project.id, purpose: 'export', email }, code);
  const at = Math.floor(deps.now() / 1000);
  const exportToken = await new SignJWT({ sid: session.sessionId, purpose: 'export' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(deps.config.issuer)
    .setAudience(project.id)
    .setSubject(session.accountId)
    .setIssuedAt(at)
    .setNotBefore(at)
    .setExpirationTime(at + EXPORT_TOKEN_SECONDS)
    .sign(deps.jwtKey);
  return { exportToken, expiresIn: EXPORT_TOKEN_SECONDS };
}

/** Whether an export token is valid for this session (the frame asks with `POST /auth/v1/export/check`). */
export async function checkExportToken(
  deps: AuthDeps,
  project: Project,
  session: SessionClaims,
  token: string,
) {
  try {
    const { payload } = await jwtVerify(token, deps.jwtKey, {
      issuer: deps.config.issuer,
      audience: project.id,
      subject: session.accountId,
      algorithms: ['HS256'],
      currentDate: new Date(deps.now()),
    });
    return payload.purpose === 'export' && payload.sid === session.sessionId;
  } catch {
    return false;
  }
}

/** `POST /auth/v1/email/change`: a code to the CURRENT address (VERIFY_PRIMARY_OTP). */
export async function startEmailChange(
  deps: AuthDeps,
  project: Project,
  session: SessionClaims,
  raw: string,
) {
  const current = await accountEmail(deps, session);
  const next = normaliseEmail(raw);
  if (next === current || (await emailAccountOf(deps, project.id, next)) !== undefined)
    throw new ConflictError('that e-mail address cannot be used', 'email_taken');
  await send(deps, project, 'email_primary', current, 'e-mail change', current, next);
  return 'VERIFY_PRIMARY_OTP' as const;
}

/** `POST /auth/v1/email/change/primary`: the current address's code; a code to the NEW one (VERIFY_SECONDARY_OTP). */
export async function verifyEmailChangePrimary(
  deps: AuthDeps,
  project: Project,
  session: SessionClaims,
  code: string,
) {
  const current = await accountEmail(deps, session);
  const next = await deps.codes.verify(
    { projectId: project.id, purpose: 'email_primary', email: current },
    code,
  );
  if (next === null) throw new InvalidCodeError(false);
  await send(deps, project, 'email_secondary', next, 'e-mail change', current, next);
  return 'VERIFY_SECONDARY_OTP' as const;
}

/** `POST /auth/v1/email/change/secondary`: the new address's code; the account's address changes. */
export async function verifyEmailChangeSecondary(
  deps: AuthDeps,
  project: Project,
  session: SessionClaims,
  code: string,
): Promise<AuthUser> {
  const current = await accountEmail(deps, session);
  const next = await deps.codes.verify(
    { projectId: project.id, purpose: 'email_secondary', email: current },
    code,
  );
  if (next === null) throw new InvalidCodeError(false);
  try {
    await deps.db
      .updateTable('embedded_accounts')
      .set({ email: next, login_subject: next })
      .where('id', '=', session.accountId)
      .where('login_method', '=', 'email')
      .execute();
  } catch {
    throw new ConflictError('that e-mail address cannot be used', 'email_taken');
  }
  return userOf(await deps.accounts.get(session.accountId));
}
