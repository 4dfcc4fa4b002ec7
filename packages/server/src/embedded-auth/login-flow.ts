import type { EmbeddedAccount } from '../embedded/embedded-accounts.js';
import { normaliseEmail } from '../embedded/embedded-accounts.js';
import type { Project } from '../http/project-registry.js';
import type { AuthDeps } from './auth-deps.js';
import type { SessionTokens } from './sessions.js';

export type StartAction = 'VERIFY_OTP' | 'VERIFY_DEVICE';
export type Device = { id: string; publicKey?: string | undefined };

/** The account as the frame sees it. */
export type AuthUser = {
  id: string;
  email: string | null;
  accounts: EmbeddedAccount['accounts'];
  preferredAccountType: EmbeddedAccount['preferredAccountType'];
};

export type VerifyResult = SessionTokens & {
  user: AuthUser;
  hasAuthShare: boolean;
  hasRecoveryShare: boolean;
};

export function userOf(account: EmbeddedAccount): AuthUser {
  const { id, email, accounts, preferredAccountType } = account;
  return { id, email, accounts, preferredAccountType };
}

/** The e-mail login account of this address in the project, when it exists (none is created). */
export async function emailAccountOf(deps: AuthDeps, projectId: string, email: string) {
  return deps.db
    .selectFrom('embedded_accounts')
    .select('id')
    .where('project_id', '=', projectId)
    .where('login_method', '=', 'email')
    .where('login_subject', '=', email)
    .executeTakeFirst();
}

function sendLoginCode(deps: AuthDeps, project: Project, email: string) {
  return deps.codes.issue({ projectId: project.id, purpose: 'login', email }, (code) =>
    deps.mailer.sendCode({ to: email, code, appName: project.name, purpose: 'sign-in' }),
  );
}

/**
 * `POST /auth/v1/email/start`: a code to the address (VERIFY_OTP), or — for a known account on a device it has
 * never signed in on — a device-approval link (VERIFY_DEVICE). Both within the 30 s cooldown per address.
 */
export async function startLogin(
  deps: AuthDeps,
  project: Project,
  rawEmail: string,
  device: Device,
  approveUrl: (token: string) => string,
): Promise<StartAction> {
  const email = normaliseEmail(rawEmail);
  const account = await emailAccountOf(deps, project.id, email);
  const newDevice =
    account !== undefined &&
    (await deps.devices.known(account.id)) &&
    !(await deps.devices.known(account.id, device.id)) &&
    !(await deps.devices.approved(account.id, device.id));
  if (!newDevice) {
    await sendLoginCode(deps, project, email);
    return 'VERIFY_OTP';
  }
  await deps.codes.issue({ projectId: project.id, purpose: 'device', email }, async () => {
    const token = await deps.devices.requestApproval(account.id, device.id);
    await deps.mailer.sendApproval({ to: email, link: approveUrl(token), appName: project.name });
  });
  return 'VERIFY_DEVICE';
}

/** The long-poll's bound: it answers "still waiting" after this. */
export const DEVICE_WAIT_MS = 25_000;
const POLL_MS = 500;

/**
 * `POST /auth/v1/device/wait`: resolves `VERIFY_OTP` once the device was approved (the login code is sent
 * then), or `undefined` after `limitMs` (or when `signal` aborts: the client went away).
 */
export async function waitForDevice(
  deps: AuthDeps,
  project: Project,
  rawEmail: string,
  device: Device,
  { limitMs = DEVICE_WAIT_MS, signal }: { limitMs?: number; signal?: AbortSignal } = {},
): Promise<'VERIFY_OTP' | undefined> {
  const email = normaliseEmail(rawEmail);
  const account = await emailAccountOf(deps, project.id, email);
  const until = Date.now() + limitMs;
  while (account !== undefined && signal?.aborted !== true) {
    if (await deps.devices.approved(account.id, device.id)) {
      await sendLoginCode(deps, project, email);
      return 'VERIFY_OTP';
    }
    if (Date.now() + POLL_MS > until) return undefined;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return undefined;
}

/** `POST /auth/v1/email/verify`: uses the code, signs in (the account made on first sign-in), starts a session. */
export async function verifyLogin(
  deps: AuthDeps,
  project: Project,
  rawEmail: string,
  code: string,
  device: Device,
): Promise<VerifyResult> {
  const email = normaliseEmail(rawEmail);
  await deps.codes.verify({ projectId: project.id, purpose: 'login', email }, code);
  const { account } = await deps.accounts.signIn({ projectId: project.id, method: 'email', subject: email });
  await deps.devices.remember(account.id, device.id);
  const tokens = await deps.sessions.start(project.id, account.id, device.id);
  const recovery = await deps.db
    .selectFrom('embedded_recovery_shares')
    .select('account_id')
    .where('account_id', '=', account.id)
    .executeTakeFirst();
  return {
    ...tokens,
    user: userOf(account),
    hasAuthShare: (await deps.accounts.currentAuthShare(account.id)) !== undefined,
    hasRecoveryShare: recovery !== undefined,
  };
}
