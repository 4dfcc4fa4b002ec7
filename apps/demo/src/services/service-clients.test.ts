import { HttpError, ValidationError } from '@walletdock/core';
import { describe, expect, it } from 'vitest';
import { describeServiceError } from './service-clients';

describe('describeServiceError', () => {
  it.each([
    [
      'an HTTP error with the contract error body',
      new HttpError({
        status: 400,
        body: { error: { code: 'invalid_param', message: '"page" is required' } },
      }),
      'HTTP request failed with status 400: "page" is required',
    ],
    [
      'an HTTP error without a body',
      new HttpError({ status: 503, statusText: 'Service Unavailable' }),
      'HTTP request failed with status 503 Service Unavailable',
    ],
    [
      'an HTTP error whose body is text',
      new HttpError({ status: 502, body: '<html>Bad gateway</html>' }),
      'HTTP request failed with status 502',
    ],
    [
      'a WalletDock error (short message only)',
      new ValidationError('Invalid chainId', { details: 'x' }),
      'Invalid chainId',
    ],
    ['a plain error', new TypeError('Failed to fetch'), 'Failed to fetch'],
    ['a thrown string', 'boom', 'boom'],
  ])('describes %s', (_label, error, expected) => {
    expect(describeServiceError(error)).toBe(expected);
  });
});
