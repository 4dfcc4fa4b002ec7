import type { RawWallet } from './hostile-wallets.js';

/**
 * The malformed `/getWallets` answers a hostile directory gives: one wallet without a required field (`name`), one with a
 * field of the wrong type (`chains` a string), a body that is not JSON, HTTP 500, no answer at all, and a
 * redirect to a `data:` or a `file:` URL (which a browser's fetch must refuse).
 */
export type AnswerFault =
  | 'missing-field'
  | 'wrong-type'
  | 'invalid-json'
  | 'http-500'
  | 'hang'
  | 'redirect-data'
  | 'redirect-file';

export const ANSWER_FAULTS: readonly AnswerFault[] = [
  'missing-field',
  'wrong-type',
  'invalid-json',
  'http-500',
  'hang',
  'redirect-data',
  'redirect-file',
];

/** What the server sends for a faulty answer: a reply, or nothing at all (`hang`). */
export type FaultReply = { status: number; headers: Record<string, string>; body: string } | 'hang';

const JSON_TYPE = { 'Content-Type': 'application/json; charset=utf-8' };

/**
 * The faulty answer for a `/getWallets` read whose real answer is `answer` (`{ count, data }`). The two
 * per-wallet faults break the first wallet and keep the rest (a client should drop that wallet alone).
 */
export function faultyAnswer(fault: AnswerFault, answer: { count: number; data: RawWallet[] }): FaultReply {
  switch (fault) {
    case 'missing-field':
    case 'wrong-type': {
      const [first, ...rest] = answer.data;
      const broken: RawWallet = { ...first };
      if (fault === 'missing-field') delete broken.name;
      else broken.chains = 'eip155:1';
      const data = first === undefined ? [] : [broken, ...rest];
      return { status: 200, headers: JSON_TYPE, body: JSON.stringify({ ...answer, data }) };
    }
    case 'invalid-json':
      return { status: 200, headers: JSON_TYPE, body: '{"count": 3, "data": [{"id": "unterminated' };
    case 'http-500':
      return {
        status: 500,
        headers: JSON_TYPE,
        body: JSON.stringify({
          error: { code: 'internal', message: 'hostile directory: failing on purpose' },
        }),
      };
    case 'hang':
      return 'hang';
    case 'redirect-data':
      return {
        status: 302,
        headers: { Location: 'data:application/json,{"count":1,"data":[]}' },
        body: '',
      };
    case 'redirect-file':
      return { status: 302, headers: { Location: 'file:///etc/passwd' }, body: '' };
  }
}
