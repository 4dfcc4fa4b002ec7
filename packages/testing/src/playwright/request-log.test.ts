import { describe, expect, it } from 'vitest';
import { ProviderRpcError } from '../wallet/errors.js';
import type { RequestArguments } from '../wallet/types.js';
import { RequestLog } from './request-log.js';

/** Runs one request through the log the way the injected wallet does, with `needsConsent` deciding. */
function run(log: RequestLog, method: string, needsConsent = true) {
  const args: RequestArguments = { method, params: [] };
  const request = log.begin(args, 'http://127.0.0.1/');
  const answer = (async () => (needsConsent ? log.decide(args) : true))().then(
    (approved) => {
      if (!approved) throw ProviderRpcError.userRejected();
      log.settle(request, { result: `${method}-result` });
    },
    (error: unknown) => log.settle(request, { error: ProviderRpcError.from(error) }),
  );
  log.arrived(request);
  return {
    request,
    answer: answer.catch((error: unknown) => log.settle(request, { error: ProviderRpcError.from(error) })),
  };
}

describe('RequestLog', () => {
  it('approves or rejects consent requests at once in approve and reject modes', async () => {
    const log = new RequestLog('approve');
    const approved = run(log, 'personal_sign');
    await approved.answer;
    expect(approved.request).toMatchObject({
      outcome: 'success',
      approval: 'approved',
      result: 'personal_sign-result',
    });
    log.mode = 'reject';
    const rejected = run(log, 'personal_sign');
    await rejected.answer;
    expect(rejected.request).toMatchObject({
      outcome: 'rejected',
      approval: 'rejected',
      error: { code: 4001 },
    });
    const read = run(log, 'eth_chainId', false);
    await read.answer;
    expect(read.request).toMatchObject({ outcome: 'success' });
    expect(read.request.approval).toBeUndefined();
    expect(log.requests.map((request) => request.id)).toEqual([1, 2, 3]);
  });

  it('keeps consent requests waiting in pending mode until approved or rejected', async () => {
    const log = new RequestLog('pending');
    const first = run(log, 'eth_requestAccounts');
    const second = run(log, 'personal_sign');
    expect(log.pending()).toEqual([first.request, second.request]);
    expect(first.request.approval).toBe('waiting');

    expect(await log.approve()).toMatchObject({ id: 1, outcome: 'success', approval: 'approved' });
    expect(await log.reject(second.request.id, 4100)).toMatchObject({
      outcome: 'error',
      error: { code: 4100 },
    });
    expect(log.pending()).toEqual([]);
    await expect(log.approve()).rejects.toThrow('No request is waiting for approval.');
    await expect(log.reject(1)).rejects.toThrow('Request #1 is not waiting for approval.');
  });

  it('waitFor resolves with a waiting request, or the next one to arrive, or times out', async () => {
    const log = new RequestLog('pending');
    const next = log.waitFor('personal_sign', 1_000);
    run(log, 'eth_requestAccounts');
    const sign = run(log, 'personal_sign');
    expect(await next).toBe(sign.request);
    expect(await log.waitFor(undefined, 1_000)).toMatchObject({ method: 'eth_requestAccounts' });
    await expect(log.waitFor('eth_sendTransaction', 20)).rejects.toThrow(/Timed out after 20 ms/);
  });
});
