import { describe, expect, it } from 'vitest';
import { UserRejectedRequestError } from '../../errors/rpc-errors.js';
import { classifyEvent } from './classify-event.js';

describe('classifyEvent', () => {
  it('tells a declined connect (track) from a failed one (error event)', () => {
    const declined = { error: new UserRejectedRequestError() };
    expect(classifyEvent('CONNECT_FAILED', declined)).toMatchObject({
      type: 'track',
      event: 'CONNECT_REJECTED',
    });
    expect(classifyEvent('CONNECT_FAILED', { error: new Error('x') })).toMatchObject({
      type: 'error',
      event: 'CONNECT_ERROR',
    });
  });

  it('names a sign-in by its outcome', () => {
    expect(classifyEvent('SIGN_IN', { network: 'eip155:1' })).toMatchObject({
      type: 'track',
      event: 'SIGN_IN_SUCCESS',
    });
    expect(classifyEvent('SIGN_IN', { error: { code: 4001 } })).toMatchObject({ event: 'SIGN_IN_DECLINED' });
    expect(classifyEvent('SIGN_IN', { error: undefined })).toMatchObject({
      type: 'error',
      event: 'SIGN_IN_ERROR',
    });
  });

  it('keeps any other event as a track event under its name', () => {
    expect(classifyEvent('MODAL_OPEN')).toEqual({ type: 'track', event: 'MODAL_OPEN', properties: {} });
  });
});
