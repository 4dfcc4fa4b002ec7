import { describe, expect, it } from 'vitest';
import { readAnalyticsTarget } from './analytics-target';

describe('readAnalyticsTarget', () => {
  it('reads the server URL and the project id', () => {
    expect(readAnalyticsTarget('?analytics=http%3A%2F%2F127.0.0.1%3A8787&project=proj-on')).toEqual({
      url: 'http://127.0.0.1:8787',
      projectId: 'proj-on',
    });
  });

  it('ignores a missing half, a non-http URL and a malformed project id', () => {
    expect(readAnalyticsTarget('')).toBeUndefined();
    expect(readAnalyticsTarget('?analytics=http%3A%2F%2F127.0.0.1%3A8787')).toBeUndefined();
    expect(readAnalyticsTarget('?analytics=javascript%3Aalert(1)&project=p')).toBeUndefined();
    expect(readAnalyticsTarget('?analytics=not%20a%20url&project=p')).toBeUndefined();
    expect(readAnalyticsTarget('?analytics=https%3A%2F%2Fa.example&project=bad%20id')).toBeUndefined();
  });
});
