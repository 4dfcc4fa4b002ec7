import { ADMIN_TOKEN, sampleEvent, sampleSession } from './fixtures.js';

/** One bad request and the refusal it must get. */
export type BadRequest = {
  /** What is wrong with it (the test's name). */
  what: string;
  method: string;
  /** Path and query, sent exactly as written: `..`, `%00` and `%E2%80%AE` reach the server as they are. */
  path: string;
  headers?: Record<string, string>;
  /** The body: raw text as is (with `content-type: application/json` unless `headers` say otherwise). */
  body?: string;
  status: number;
  /** The error code of the body `{ error: { code, message } }`. */
  code: string;
};

/** The bad requests of one registered route (`GET /getWallets`; path parameters named as registered). */
export type RouteCases = {
  route: string;
  /** Why the route has no bad-input cases (it reads no input). */
  noInput?: string;
  cases: BadRequest[];
};

/** What the cases need from the running test: signed bodies and the seeded rows they refer to. */
export type CaseContext = {
  /** The owner of the seeded name (`alice.wd.id`) and session. */
  owner: string;
  /** Signed registration bodies (`POST /v1/profile/account`). */
  registration: {
    /** A good one (of another address, for a free name): every other case derives from it. */
    good: object;
    /** That other address registering the seeded name of `owner`. */
    taken: object;
    /** Signed by that other address, `address` saying `owner`. */
    forged: object;
    /** Signed an hour ago. */
    stale: object;
    /** A label of two letters. */
    shortLabel: object;
    /** A name in another zone. */
    otherZone: object;
    /** A signed message whose attributes have a `__proto__` key. */
    protoAttribute: object;
    /** A signed message whose attribute value holds a NUL character (`\u0000` inside the message's JSON). */
    nulAttribute: object;
  };
  /** Revocation bodies of the seeded session (`POST /v1/sessions/{owner}/revoke`). */
  revocation: { good: object; wrongSigner: object; unknownPci: object };
};

export const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
export const SOLANA_OWNER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
/** The configured token of eip155:1 (USDC's mainnet address). */
export const TOKEN = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
export const NATIVE = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
/** U+202E RIGHT-TO-LEFT OVERRIDE, percent-encoded. */
const BIDI = '%E2%80%AE';
const TWO_TO_THE_256 = (2n ** 256n).toString();
const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };

/** `path` with the good project id (or `project`) added to its query. */
export function withProject(path: string, project = 'proj-on'): string {
  return `${path}${path.includes('?') ? '&' : '?'}projectId=${project}`;
}

/** An address with the case of one hex letter flipped: a broken EIP-55 checksum. */
export function breakChecksum(address: string): string {
  const at = address.slice(2).search(/[a-fA-F]/) + 2;
  const letter = address.charAt(at);
  const flipped = letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase();
  return `${address.slice(0, at)}${flipped}${address.slice(at + 1)}`;
}

/** secp256k1's group order. */
const CURVE_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/**
 * The high-s twin of a 65-byte signature (s → n − s, v flipped): the same key recovers from it, but EIP-2 (low s)
 * refuses it.
 */
export function highSTwin(signature: string): string {
  const s = CURVE_N - BigInt(`0x${signature.slice(66, 130)}`);
  const v = signature.slice(130) === '1b' ? '1c' : '1b';
  return `${signature.slice(0, 66)}${s.toString(16).padStart(64, '0')}${v}`;
}

/** Right-length signatures that no key made and that cannot be recovered: 401, never 500. */
function unrecoverableRows(body: Record<string, unknown>): Row[] {
  const signature = String(body.signature);
  const zero = '0'.repeat(64);
  return [
    [
      'a signature with r = 0',
      { ...body, signature: `0x${zero}${signature.slice(66)}` },
      401,
      'invalid_signature',
    ],
    ['a signature of all f', { ...body, signature: `0x${'f'.repeat(130)}` }, 401, 'invalid_signature'],
    [
      'a signature with v = 29',
      { ...body, signature: `${signature.slice(0, 130)}1d` },
      401,
      'invalid_signature',
    ],
    ['a high-s signature (EIP-2)', { ...body, signature: highSTwin(signature) }, 401, 'invalid_signature'],
    ['a 66-byte signature', { ...body, signature: `${signature}00` }, 400, 'invalid_param'],
  ];
}

const json = (value: unknown) => JSON.stringify(value);
const nested = (depth: number): unknown => (depth === 0 ? 1 : [nested(depth - 1)]);

/** A request of the route with the good project id. */
type Good = { method: string; path: string; body?: object; headers?: Record<string, string> };

/** The project checks every route with a project answers before reading anything else. */
function projectCases(good: Good): BadRequest[] {
  const { method, path } = good;
  const body = good.body === undefined ? {} : { body: json(good.body) };
  const base = { method, ...body, headers: good.headers ?? {} };
  const join = (query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;
  return [
    { ...base, what: 'no projectId', path, status: 400, code: 'missing_project_id' },
    {
      ...base,
      what: 'an unknown projectId',
      path: withProject(path, 'nobody'),
      status: 403,
      code: 'invalid_key',
    },
    {
      ...base,
      what: 'an over-long unknown projectId',
      path: withProject(path, 'p'.repeat(101)),
      status: 403,
      code: 'invalid_key',
    },
    {
      ...base,
      what: 'projectId given twice (an array)',
      path: join('projectId=proj-on&projectId=proj-on'),
      status: 400,
      code: 'missing_project_id',
    },
    {
      ...base,
      what: 'a NUL in projectId',
      path: withProject(path, 'proj%00on'),
      status: 400,
      code: 'invalid_param',
    },
    {
      ...base,
      what: 'a foreign Origin',
      path: withProject(path),
      headers: { ...base.headers, origin: 'https://evil.example' },
      status: 403,
      code: 'invalid_key',
    },
    {
      ...base,
      what: 'an over-long st',
      path: join(`projectId=proj-on&st=${'s'.repeat(101)}`),
      status: 400,
      code: 'invalid_param',
    },
    {
      ...base,
      what: 'a NUL in sv',
      path: join('projectId=proj-on&sv=1%00'),
      status: 400,
      code: 'invalid_param',
    },
  ];
}

/** The body checks of a route with a JSON body, around its good body. */
function bodyCases(good: Good & { body: object }, withProjectId = true): BadRequest[] {
  const path = withProjectId ? withProject(good.path) : good.path;
  const headers = good.headers ?? {};
  const text = json(good.body);
  const base = { method: good.method, path, headers };
  const typed = (type: string) => ({ ...headers, 'content-type': type });
  return [
    { ...base, what: 'a body that is not JSON', body: '{"amount": ', status: 400, code: 'invalid_json' },
    { ...base, what: 'an empty JSON body', body: '', status: 400, code: 'invalid_json' },
    {
      ...base,
      what: 'JSON sent as text/plain',
      headers: typed('text/plain'),
      body: text,
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      ...base,
      what: 'a form body',
      headers: typed('application/x-www-form-urlencoded'),
      body: 'amount=1',
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      ...base,
      what: 'a body without a content-type',
      headers: typed(''),
      body: text,
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      ...base,
      what: 'a body over bodyLimit',
      body: json({ ...good.body, padding: 'x'.repeat(5_000) }),
      status: 413,
      code: 'body_too_large',
    },
    {
      ...base,
      what: 'a __proto__ key',
      body: `{"__proto__":{"polluted":true},${text.slice(1)}`,
      status: 400,
      code: 'invalid_json',
    },
    {
      ...base,
      what: 'a constructor.prototype key',
      body: `{"constructor":{"prototype":{"polluted":true}},${text.slice(1)}`,
      status: 400,
      code: 'invalid_json',
    },
    { ...base, what: 'an array instead of an object', body: `[${text}]`, status: 400, code: 'invalid_param' },
    {
      ...base,
      what: 'a NUL in a string',
      body: json({ ...good.body, note: 'a\u0000b' }),
      status: 400,
      code: 'invalid_param',
    },
    {
      ...base,
      what: 'an unpaired surrogate',
      body: `{"note":"\\ud800",${text.slice(1)}`,
      status: 400,
      code: 'invalid_param',
    },
    {
      ...base,
      what: 'nesting 40 levels deep',
      body: json({ ...good.body, note: nested(40) }),
      status: 400,
      code: 'invalid_param',
    },
  ];
}

/** Cases of a route: `[what, path or body, status, code]` rows around its good request. */
type Row = [what: string, input: string | object, status: number, code: string];

function rows(good: Good, list: Row[], withProjectId = true): BadRequest[] {
  return list.map(([what, input, status, code]) => ({
    what,
    method: good.method,
    headers: good.headers ?? {},
    ...(typeof input === 'string'
      ? { path: withProjectId ? withProject(input) : input }
      : { path: withProjectId ? withProject(good.path) : good.path, body: json(input) }),
    ...(typeof input === 'string' && good.body !== undefined ? { body: json(good.body) } : {}),
    status,
    code,
  }));
}

/** A route with a project: its project checks, its body checks (if it has a body) and its own rows. */
function route(name: string, good: Good, list: Row[]): RouteCases {
  const body = good.body;
  return {
    route: name,
    cases: [
      ...projectCases(good),
      ...(body === undefined ? [] : bodyCases({ ...good, body })),
      ...rows(good, list),
    ],
  };
}

const get = (path: string, headers?: Record<string, string>): Good => ({
  method: 'GET',
  path,
  ...(headers === undefined ? {} : { headers }),
});
const post = (path: string, body: object): Good => ({ method: 'POST', path, body });

/** The path-parameter cases of an EVM address in `path` (`{}` marks the parameter). */
function addressRows(path: (address: string) => string, owner: string): Row[] {
  return [
    ['a short address', path('0x1234'), 400, 'invalid_param'],
    ['a broken checksum', path(breakChecksum(owner)), 400, 'invalid_param'],
    ['a .. address', path('..'), 400, 'invalid_param'],
    ['a NUL in the address', path(`${owner}%00`), 400, 'invalid_param'],
    ['a bidi override in the address', path(`${owner}${BIDI}`), 400, 'invalid_param'],
  ];
}

function directoryCases(): RouteCases[] {
  const image = (prefix: string, unknown: number, code: string): RouteCases =>
    route(`GET ${prefix}/:id`, get(`${prefix}/ETH`), [
      ['a .. id', `${prefix}/..`, 400, 'invalid_param'],
      ['a . id', `${prefix}/.`, 400, 'invalid_param'],
      ['a percent-encoded .. id', `${prefix}/%2E%2E`, 400, 'invalid_param'],
      ['an encoded path climbing out', `${prefix}/..%2F..%2Fetc%2Fpasswd`, 400, 'invalid_param'],
      ['a hidden-file id', `${prefix}/.env`, 400, 'invalid_param'],
      ['.. segments climbing out of the route', `${prefix}/../../etc/passwd`, 404, 'not_found'],
      ['a NUL in the id', `${prefix}/logo%00.png`, 400, 'invalid_param'],
      ['a bidi override in the id', `${prefix}/a${BIDI}gnp.exe`, 400, 'invalid_param'],
      ['an over-long id', `${prefix}/${'a'.repeat(101)}`, 400, 'invalid_param'],
      ['a malformed percent-encoding', `${prefix}/%zz`, 400, 'invalid_request'],
      ['an id over the router limit of 500 characters', `${prefix}/${'a'.repeat(501)}`, 414, 'uri_too_long'],
      ['an unknown image', `${prefix}/no-such-image`, unknown, code],
    ]);
  const wallets = get('/getWallets?page=1&entries=4');
  return [
    route('GET /getWallets', wallets, [
      ['page 0', '/getWallets?page=0&entries=4', 400, 'invalid_param'],
      ['entries 10 000', '/getWallets?page=1&entries=10000', 400, 'invalid_param'],
      ['a page that is not a number', '/getWallets?page=x&entries=4', 400, 'invalid_param'],
      ['a negative page', '/getWallets?page=-1&entries=4', 400, 'invalid_param'],
      ['no entries', '/getWallets?page=1', 400, 'missing_param'],
      ['page given twice (an array)', '/getWallets?page=1&page=2&entries=4', 400, 'invalid_param'],
      ['a malformed chain id', '/getWallets?page=1&entries=4&chains=not-a-chain', 400, 'invalid_param'],
      [
        'a bidi override in chains',
        `/getWallets?page=1&entries=4&chains=eip155:1${BIDI}`,
        400,
        'invalid_param',
      ],
      ['an unknown badge_type', '/getWallets?page=1&entries=4&badge_type=gold', 400, 'invalid_param'],
      ['an over-long search', `/getWallets?page=1&entries=4&search=${'s'.repeat(101)}`, 400, 'invalid_param'],
      ['a NUL in search', '/getWallets?page=1&entries=4&search=meta%00mask', 400, 'invalid_param'],
      ['a NUL in include', '/getWallets?page=1&entries=4&include=a%00', 400, 'invalid_param'],
      [
        'an over-long exclude',
        `/getWallets?page=1&entries=4&exclude=${'a'.repeat(10_001)}`,
        400,
        'invalid_param',
      ],
    ]),
    image('/getWalletImage', 404, 'not_found'),
    // The other image kinds answer a letter tile for any well-formed id: no "unknown" case refuses there.
    ...['/public/getAssetImage', '/public/getCurrencyImage', '/public/getTokenImage'].map((prefix) => {
      const cases = image(prefix, 0, '');
      return { ...cases, cases: cases.cases.filter((each) => each.what !== 'an unknown image') };
    }),
    route('GET /projects/v1/origins', get('/projects/v1/origins'), []),
  ];
}

function nameCases(context: CaseContext): RouteCases[] {
  const { owner, registration: signed } = context;
  const good = post('/v1/profile/account', signed.good);
  const body = signed.good as Record<string, unknown>;
  const account = (name: string, query = '?apiVersion=2') => `/v1/profile/account/${name}${query}`;
  return [
    route('POST /v1/profile/account', good, [
      ['coin_type as a string', { ...body, coin_type: '60' }, 400, 'invalid_param'],
      ['a negative coin_type', { ...body, coin_type: -1 }, 400, 'invalid_param'],
      ['a coin_type over 32 bits', { ...body, coin_type: 2 ** 32 }, 400, 'invalid_param'],
      ['a coin_type that is not EVM', { ...body, coin_type: 501 }, 400, 'invalid_param'],
      ['address as a number', { ...body, address: 42 }, 400, 'invalid_param'],
      ['a broken checksum', { ...body, address: breakChecksum(String(body.address)) }, 400, 'invalid_param'],
      ['a short signature', { ...body, signature: '0x1234' }, 400, 'invalid_param'],
      ['no message', { ...body, message: undefined }, 400, 'missing_param'],
      ['a message that is not JSON', { ...body, message: 'register me' }, 400, 'invalid_message'],
      ['an array of messages', { ...body, message: [body.message] }, 400, 'invalid_param'],
      ['an over-long message', { ...body, message: 'x'.repeat(4_097) }, 413, 'body_too_large'],
      ['a label of two letters', signed.shortLabel, 400, 'invalid_name'],
      ['a name in another zone', signed.otherZone, 400, 'invalid_message'],
      ['a message signed an hour ago', signed.stale, 400, 'message_expired'],
      ['a __proto__ attribute in the signed message', signed.protoAttribute, 400, 'invalid_message'],
      ['a NUL in a signed attribute', signed.nulAttribute, 400, 'invalid_message'],
      ['a signature of another address', signed.forged, 401, 'invalid_signature'],
      ...unrecoverableRows(body),
      ["another owner's name", signed.taken, 409, 'name_taken'],
    ]),
    route('GET /v1/profile/account/:name', get(account('alice')), [
      ['a .. name', account('..'), 400, 'invalid_name'],
      ['a NUL in the name', account('alice%00'), 400, 'invalid_param'],
      ['a bidi override in the name', account(`alice${BIDI}`), 400, 'invalid_name'],
      ['an over-long name', account('a'.repeat(301)), 400, 'invalid_param'],
      ['a label of two letters', account('ab'), 400, 'invalid_name'],
      ['apiVersion 1', account('alice', '?apiVersion=1'), 400, 'invalid_param'],
      ['no apiVersion', account('alice', ''), 400, 'missing_param'],
      ['apiVersion given twice', account('alice', '?apiVersion=2&apiVersion=2'), 400, 'invalid_param'],
    ]),
    route('GET /v1/profile/reverse/:address', get(`/v1/profile/reverse/${owner}?apiVersion=2`), [
      ...addressRows((address) => `/v1/profile/reverse/${address}?apiVersion=2`, owner),
      ['a malformed sender', `/v1/profile/reverse/${owner}?apiVersion=2&sender=0x12`, 400, 'invalid_param'],
      ['no apiVersion', `/v1/profile/reverse/${owner}`, 400, 'missing_param'],
    ]),
    route('GET /v1/identity/:address', get(`/v1/identity/${owner}`), [
      ...addressRows((address) => `/v1/identity/${address}`, owner),
      ['a malformed sender', `/v1/identity/${owner}?sender=bob`, 400, 'invalid_param'],
    ]),
    route('GET /v1/profile/suggestions/:name', get('/v1/profile/suggestions/alice'), [
      ['a label of two letters', '/v1/profile/suggestions/ab', 400, 'invalid_name'],
      ['a .. name', '/v1/profile/suggestions/..', 400, 'invalid_name'],
      ['a NUL in the name', '/v1/profile/suggestions/alice%00', 400, 'invalid_param'],
      ['an over-long name', `/v1/profile/suggestions/${'a'.repeat(301)}`, 400, 'invalid_param'],
      ['another zone', '/v1/profile/suggestions/alice?zone=eth', 400, 'unknown_zone'],
      ['an over-long zone', `/v1/profile/suggestions/alice?zone=${'z'.repeat(254)}`, 400, 'invalid_param'],
    ]),
  ];
}

function sessionCases(context: CaseContext): RouteCases[] {
  const { owner, revocation } = context;
  const revoke = post(`/v1/sessions/${owner}/revoke`, revocation.good);
  const good = revocation.good as Record<string, unknown>;
  const fresh = sampleSession('0x0badc0de');
  const record: Good & { body: object } = {
    method: 'PUT',
    path: `/admin/v1/sessions/${owner}`,
    body: fresh,
    headers: ADMIN,
  };
  const admin = (rows_: Row[]) => rows(record, rows_, false);
  return [
    route(`GET /v1/sessions/:address`, get(`/v1/sessions/${owner}`), [
      ...addressRows((address) => `/v1/sessions/${address}`, owner),
    ]),
    route('POST /v1/sessions/:address/revoke', revoke, [
      ['a signature that is a number', { ...good, signature: 5 }, 400, 'invalid_param'],
      ['a short signature', { ...good, signature: '0x12' }, 400, 'invalid_param'],
      ['no pci', { signature: good.signature }, 400, 'missing_param'],
      ['a pci that is not hex', { ...good, pci: 'abc' }, 400, 'invalid_param'],
      ['pci as an array', { ...good, pci: [good.pci] }, 400, 'invalid_param'],
      ['an unknown pci', revocation.unknownPci, 404, 'session_not_found'],
      ['a signature of another address', revocation.wrongSigner, 401, 'invalid_signature'],
      ...unrecoverableRows(good),
      ['a short address', `/v1/sessions/0x1234/revoke`, 400, 'invalid_param'],
      ['a .. address', `/v1/sessions/../revoke`, 400, 'invalid_param'],
    ]),
    {
      route: 'PUT /admin/v1/sessions/:address',
      cases: [
        ...bodyCases(record, false),
        ...admin([
          ['createdAt -1', { ...fresh, createdAt: -1 }, 400, 'invalid_param'],
          ['createdAt 1e300', { ...fresh, createdAt: 1e300 }, 400, 'invalid_param'],
          ['a fractional expiry', { ...fresh, expiry: 1.5 }, 400, 'invalid_param'],
          ['expiry as a string', { ...fresh, expiry: '1738414800' }, 400, 'invalid_param'],
          ['a pci that is not hex', { ...fresh, pci: 'abc' }, 400, 'invalid_param'],
          ['an extra property', { ...fresh, revokedAt: 1 }, 400, 'invalid_param'],
          [
            'an extra project property',
            { ...fresh, project: { ...fresh.project, admin: true } },
            400,
            'invalid_param',
          ],
          ['a project without a name', { ...fresh, project: { id: 'x' } }, 400, 'missing_param'],
          ['permissions that are not an array', { ...fresh, permissions: {} }, 400, 'invalid_param'],
          ['a permission without a type', { ...fresh, permissions: [{ data: 1 }] }, 400, 'missing_param'],
          ['a context that is not hex', { ...fresh, context: 'xyz' }, 400, 'invalid_param'],
          ['a short address', `/admin/v1/sessions/0x1234`, 400, 'invalid_param'],
        ]),
        {
          what: 'no admin token',
          method: 'PUT',
          path: record.path,
          body: json(fresh),
          status: 401,
          code: 'unauthorized',
        },
        {
          what: 'a wrong admin token',
          method: 'PUT',
          path: record.path,
          headers: { authorization: `Bearer ${'x'.repeat(ADMIN_TOKEN.length)}` },
          body: json(fresh),
          status: 401,
          code: 'unauthorized',
        },
      ],
    },
  ];
}

function analyticsCases(): RouteCases[] {
  const event = sampleEvent('CONNECT_SUCCESS');
  const props = event.props;
  const summary = (query: string) => `/v1/analytics/summary${query}`;
  const bodyOnly = (what: string, projectId: string, status: number, code: string): BadRequest => ({
    what,
    method: 'POST',
    path: '/e',
    body: json({ ...event, projectId }),
    status,
    code,
  });
  const events = route('POST /e', post('/e', event), [
    ['an eventId that is not a UUID', { ...event, eventId: 'not-a-uuid' }, 400, 'invalid_param'],
    ['timestamp as a string', { ...event, timestamp: String(event.timestamp) }, 400, 'invalid_param'],
    ['a negative timestamp', { ...event, timestamp: -1 }, 400, 'invalid_param'],
    ['timestamp 1e300', { ...event, timestamp: 1e300 }, 400, 'invalid_param'],
    ['a fractional timestamp', { ...event, timestamp: 1.5 }, 400, 'invalid_param'],
    ['an unknown props.type', { ...event, props: { ...props, type: 'other' } }, 400, 'invalid_param'],
    ['props without event', { ...event, props: { type: 'track' } }, 400, 'missing_param'],
    ['props as an array', { ...event, props: [props] }, 400, 'invalid_param'],
    ['an over-long url', { ...event, url: `https://a.example/${'x'.repeat(2_048)}` }, 400, 'invalid_param'],
    ['an empty domain', { ...event, domain: '' }, 400, 'invalid_param'],
    ['properties as an array', { ...event, props: { ...props, properties: [] } }, 400, 'invalid_param'],
    [
      'an over-long address',
      { ...event, props: { ...props, address: 'a'.repeat(101) } },
      400,
      'invalid_param',
    ],
  ]);
  const summaries = route('GET /v1/analytics/summary', get(summary(''), ADMIN), [
    ['a from that is not a number', summary('?from=abc'), 400, 'invalid_param'],
    ['a to of 17 digits', summary(`?to=${'9'.repeat(17)}`), 400, 'invalid_param'],
    ['a negative from', summary('?from=-1'), 400, 'invalid_param'],
  ]);
  return [
    route('GET /getAnalyticsConfig', get('/getAnalyticsConfig'), []),
    {
      ...events,
      cases: [
        ...events.cases,
        {
          what: 'a project with analytics off',
          method: 'POST',
          path: withProject('/e', 'proj-off'),
          body: json(event),
          status: 403,
          code: 'analytics_disabled',
        },
        bodyOnly('an unknown projectId in the body', 'nobody', 403, 'invalid_key'),
        bodyOnly('an over-long projectId in the body', 'p'.repeat(101), 400, 'missing_project_id'),
        bodyOnly('a NUL in the projectId of the body', 'proj\u0000on', 400, 'invalid_param'),
      ],
    },
    {
      ...summaries,
      cases: [
        ...summaries.cases,
        {
          what: 'no admin token',
          method: 'GET',
          path: withProject(summary('')),
          status: 401,
          code: 'unauthorized',
        },
      ],
    },
  ];
}

function swapCases(owner: string): RouteCases[] {
  const token = `eip155:1:${TOKEN}`;
  const pair = `from=${NATIVE}&to=${token}&userAddress=${owner}`;
  const quotes = (query: string) => `/v1/convert/quotes?${query}`;
  const good = { amount: '1000', eip155: { slippage: '1' }, from: NATIVE, to: token, userAddress: owner };
  return [
    route('GET /v1/convert/tokens', get('/v1/convert/tokens?chainId=eip155:1'), [
      ['no chainId', '/v1/convert/tokens', 400, 'missing_param'],
      ['a malformed chainId', '/v1/convert/tokens?chainId=not-a-chain', 400, 'invalid_param'],
      ['a Solana chainId', `/v1/convert/tokens?chainId=${SOLANA}`, 400, 'unsupported_chain'],
      ['a chain without swaps', '/v1/convert/tokens?chainId=eip155:999', 400, 'unsupported_chain'],
      ['an over-long chainId', `/v1/convert/tokens?chainId=eip155:${'1'.repeat(200)}`, 400, 'invalid_param'],
      ['chainId given twice', '/v1/convert/tokens?chainId=eip155:1&chainId=eip155:1', 400, 'invalid_param'],
    ]),
    route('GET /v1/convert/quotes', get(quotes(`amount=1000&gasPrice=1&${pair}`)), [
      ['amount 0', quotes(`amount=0&gasPrice=1&${pair}`), 400, 'invalid_param'],
      ['a negative amount', quotes(`amount=-1&gasPrice=1&${pair}`), 400, 'invalid_param'],
      ['an amount in exponent notation', quotes(`amount=1e18&gasPrice=1&${pair}`), 400, 'invalid_param'],
      ['an amount of 2^256', quotes(`amount=${TWO_TO_THE_256}&gasPrice=1&${pair}`), 400, 'invalid_param'],
      ['amount given twice', quotes(`amount=1&amount=2&gasPrice=1&${pair}`), 400, 'invalid_param'],
      [
        'a malformed from',
        quotes(`amount=1&gasPrice=1&from=eip155:1:0x12&to=${token}&userAddress=${owner}`),
        400,
        'invalid_param',
      ],
      [
        'tokens on two chains',
        quotes(`amount=1&gasPrice=1&from=${NATIVE}&to=eip155:10:${TOKEN}&userAddress=${owner}`),
        400,
        'unsupported_pair',
      ],
      [
        'a broken checksum',
        quotes(`amount=1&gasPrice=1&from=${NATIVE}&to=${token}&userAddress=${breakChecksum(owner)}`),
        400,
        'invalid_param',
      ],
      [
        'a user on another chain',
        quotes(`amount=1&gasPrice=1&from=${NATIVE}&to=${token}&userAddress=eip155:10:${owner}`),
        400,
        'invalid_param',
      ],
      ['a gasPrice that is not a number', quotes(`amount=1&gasPrice=fast&${pair}`), 400, 'invalid_param'],
      ['no gasPrice', quotes(`amount=1&${pair}`), 400, 'missing_param'],
    ]),
    route('POST /v1/convert/build-transaction', post('/v1/convert/build-transaction', good), [
      ['slippage 51 %', { ...good, eip155: { slippage: '51' } }, 400, 'invalid_param'],
      ['a negative slippage', { ...good, eip155: { slippage: '-1' } }, 400, 'invalid_param'],
      ['a slippage that is not a number', { ...good, eip155: { slippage: 'abc' } }, 400, 'invalid_param'],
      ['no eip155', { ...good, eip155: undefined }, 400, 'missing_param'],
      ['an extra property', { ...good, gasLimit: '1' }, 400, 'invalid_param'],
      ['an extra eip155 property', { ...good, eip155: { slippage: '1', gas: '1' } }, 400, 'invalid_param'],
      ['disableEstimate as a string', { ...good, disableEstimate: 'yes' }, 400, 'invalid_param'],
      ['amount as a number', { ...good, amount: 1000 }, 400, 'invalid_param'],
      ['a Solana token', { ...good, from: `${SOLANA}:${SOLANA_OWNER}` }, 400, 'invalid_param'],
    ]),
    route('GET /v1/convert/build-approve', get(`/v1/convert/build-approve?${pair}`), [
      [
        'an amount that is not a number',
        `/v1/convert/build-approve?${pair}&amount=all`,
        400,
        'invalid_param',
      ],
      ['no from', `/v1/convert/build-approve?to=${token}&userAddress=${owner}`, 400, 'missing_param'],
      [
        'a malformed to',
        `/v1/convert/build-approve?from=${NATIVE}&to=${TOKEN}&userAddress=${owner}`,
        400,
        'invalid_param',
      ],
    ]),
  ];
}

function onrampCases(owner: string): RouteCases[] {
  const quote = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'ethereum' };
  const wallet = { address: owner, blockchains: ['ethereum'], assets: ['ETH'] };
  const url = {
    destinationWallets: [wallet],
    defaultNetwork: 'ethereum',
    partnerUserId: 'user-1',
    defaultExperience: 'buy',
    presetFiatAmount: 100,
  };
  const checkout = (query: string) => `/onramp/checkout?${query}`;
  const urls = route('POST /v1/generators/onrampurl', post('/v1/generators/onrampurl', url), [
    ['defaultExperience sell', { ...url, defaultExperience: 'sell' }, 400, 'invalid_param'],
    ['no destination wallet', { ...url, destinationWallets: [] }, 400, 'invalid_param'],
    [
      'a malformed address',
      { ...url, destinationWallets: [{ ...wallet, address: '0x12' }] },
      400,
      'invalid_param',
    ],
    [
      'no blockchains',
      { ...url, destinationWallets: [{ ...wallet, blockchains: [] }] },
      400,
      'invalid_param',
    ],
    ['eleven wallets', { ...url, destinationWallets: Array(11).fill(wallet) }, 400, 'invalid_param'],
    ['a negative presetFiatAmount', { ...url, presetFiatAmount: -1 }, 400, 'invalid_param'],
    ['presetFiatAmount as a string', { ...url, presetFiatAmount: '100' }, 400, 'invalid_param'],
    ['an over-long partnerUserId', { ...url, partnerUserId: 'u'.repeat(201) }, 400, 'invalid_param'],
    ['an extra property', { ...url, redirectUrl: 'https://evil.example' }, 400, 'invalid_param'],
  ]);
  return [
    route('GET /v1/onramp/options', get('/v1/onramp/options'), []),
    route('POST /v1/onramp/quote', post('/v1/onramp/quote', quote), [
      ['an amount that is not a number', { ...quote, amount: 'abc' }, 400, 'invalid_param'],
      ['an amount in exponent notation', { ...quote, amount: '1e9' }, 400, 'invalid_param'],
      ['an amount below the limits', { ...quote, amount: '5' }, 400, 'amount_out_of_range'],
      ['amount as a number', { ...quote, amount: 100 }, 400, 'invalid_param'],
      ['an unknown network', { ...quote, network: 'mars' }, 400, 'invalid_param'],
      ['an unknown purchaseCurrency', { ...quote, purchaseCurrency: 'XYZ' }, 400, 'invalid_param'],
      ['an unknown paymentCurrency', { ...quote, paymentCurrency: 'GBP' }, 400, 'invalid_param'],
      ['an extra property', { ...quote, fee: '0' }, 400, 'invalid_param'],
      ['no amount', { ...quote, amount: undefined }, 400, 'missing_param'],
    ]),
    {
      ...urls,
      cases: [
        ...urls.cases,
        {
          what: 'a Host header that is not a host name',
          method: 'POST',
          path: withProject('/v1/generators/onrampurl'),
          headers: { host: 'bad host/<x>' },
          body: json(url),
          status: 400,
          code: 'invalid_host',
        },
      ],
    },
    {
      route: 'GET /onramp/checkout',
      cases: [
        {
          what: 'an over-long address',
          method: 'GET',
          path: checkout(`address=${'a'.repeat(201)}`),
          status: 400,
          code: 'invalid_param',
        },
        {
          what: 'address given twice',
          method: 'GET',
          path: checkout(`address=${owner}&address=${owner}`),
          status: 400,
          code: 'invalid_param',
        },
        {
          what: 'a NUL in assets',
          method: 'GET',
          path: checkout('assets=ETH%00'),
          status: 400,
          code: 'invalid_param',
        },
      ],
    },
  ];
}

function historyCases(owner: string): RouteCases {
  const history = (address: string, query = '?chainId=eip155:1') => `/v1/account/${address}/history${query}`;
  const cursor = (value: unknown) => Buffer.from(json(value)).toString('base64url');
  return route('GET /v1/account/:account/history', get(history(owner)), [
    ...addressRows((address) => history(address), owner),
    ['a chain this server does not serve', history(owner, '?chainId=eip155:999'), 400, 'unsupported_chain'],
    ['a malformed chainId', history(owner, '?chainId=garbage'), 400, 'unsupported_chain'],
    ['chainId given twice', history(owner, '?chainId=eip155:1&chainId=eip155:1'), 400, 'invalid_param'],
    ['a cursor that is not one', history(owner, '?chainId=eip155:1&cursor=abc'), 400, 'invalid_param'],
    [
      'an over-long cursor',
      history(owner, `?chainId=eip155:1&cursor=${'c'.repeat(4_097)}`),
      400,
      'invalid_param',
    ],
    [
      'a cursor of other chains',
      history(owner, `?chainId=eip155:1&cursor=${cursor({ v: 1, c: [['eip155:10', 's']] })}`),
      400,
      'invalid_param',
    ],
    [
      'a cursor at a negative block',
      history(owner, `?chainId=eip155:1&cursor=${cursor({ v: 1, c: [['eip155:1', [-1, 0, '0x1']]] })}`),
      400,
      'invalid_param',
    ],
    [
      'a cursor with a __proto__ key',
      history(
        owner,
        `?chainId=eip155:1&cursor=${Buffer.from('{"__proto__":{"v":1},"c":[]}').toString('base64url')}`,
      ),
      400,
      'invalid_param',
    ],
  ]);
}

function chainCases(owner: string): RouteCases[] {
  const balance = (address: string, query = '?chainId=eip155:1&currency=usd') =>
    `/v1/account/${address}/balance${query}`;
  const price = { currency: 'usd', addresses: [NATIVE] };
  const allowance = (query: string) => `/v1/convert/allowance?${query}`;
  const nfts = (address: string, query = '?chainId=eip155:1') => `/v1/account/${address}/nfts${query}`;
  const token = `eip155:1:${TOKEN}`;
  return [
    historyCases(owner),
    route('GET /v1/supported-chains', get('/v1/supported-chains'), []),
    route('GET /v1/account/:address/balance', get(balance(owner)), [
      ...addressRows((address) => balance(address), owner),
      ['currency eur', balance(owner, '?chainId=eip155:1&currency=eur'), 400, 'invalid_param'],
      ['no currency', balance(owner, '?chainId=eip155:1'), 400, 'missing_param'],
      [
        'a chain this server does not serve',
        balance(owner, '?chainId=eip155:999&currency=usd'),
        400,
        'unsupported_chain',
      ],
      ['a malformed chainId', balance(owner, '?chainId=garbage&currency=usd'), 400, 'invalid_param'],
      ['a Solana address on an EVM chain', balance(SOLANA_OWNER), 400, 'invalid_param'],
      ['an EVM address on Solana', balance(owner, `?chainId=${SOLANA}&currency=usd`), 400, 'invalid_param'],
      ['an over-long address', balance('a'.repeat(101)), 400, 'invalid_param'],
      [
        'a malformed forceUpdate',
        balance(owner, '?chainId=eip155:1&currency=usd&forceUpdate=all'),
        400,
        'invalid_param',
      ],
      [
        'forceUpdate on another chain',
        balance(owner, `?chainId=eip155:1&currency=usd&forceUpdate=eip155:999:${TOKEN}`),
        400,
        'unsupported_chain',
      ],
    ]),
    route('POST /v1/fungible/price', post('/v1/fungible/price', price), [
      ['currency eur', { ...price, currency: 'eur' }, 400, 'invalid_param'],
      ['no currency', { addresses: price.addresses }, 400, 'missing_param'],
      ['no addresses', { ...price, addresses: [] }, 400, 'invalid_param'],
      ['addresses as a string', { ...price, addresses: NATIVE }, 400, 'invalid_param'],
      ['a number in addresses', { ...price, addresses: [1] }, 400, 'invalid_param'],
      ['101 addresses', { ...price, addresses: Array(101).fill('x') }, 400, 'invalid_param'],
      ['a malformed token id', { ...price, addresses: ['eip155:1:0x12'] }, 400, 'invalid_param'],
      ['a CAIP-19 id', { ...price, addresses: ['eip155:1/slip44:60'] }, 400, 'invalid_param'],
      [
        'a chain this server does not serve',
        { ...price, addresses: [`eip155:999:${TOKEN}`] },
        400,
        'unsupported_chain',
      ],
    ]),
    route('GET /v1/convert/gas-price', get('/v1/convert/gas-price?chainId=eip155:1'), [
      ['no chainId', '/v1/convert/gas-price', 400, 'missing_param'],
      ['a Solana chainId', `/v1/convert/gas-price?chainId=${SOLANA}`, 400, 'unsupported_chain'],
      ['a malformed chainId', '/v1/convert/gas-price?chainId=garbage', 400, 'invalid_param'],
      [
        'a chain this server does not serve',
        '/v1/convert/gas-price?chainId=eip155:999',
        400,
        'unsupported_chain',
      ],
      [
        'an over-long chainId',
        `/v1/convert/gas-price?chainId=eip155:${'1'.repeat(100)}`,
        400,
        'invalid_param',
      ],
    ]),
    route('GET /v1/convert/allowance', get(allowance(`tokenAddress=${token}&userAddress=${owner}`)), [
      [
        'a malformed tokenAddress',
        allowance(`tokenAddress=garbage&userAddress=${owner}`),
        400,
        'invalid_param',
      ],
      ['a malformed userAddress', allowance(`tokenAddress=${token}&userAddress=0x12`), 400, 'invalid_param'],
      [
        'a user on another chain',
        allowance(`tokenAddress=${token}&userAddress=eip155:10:${owner}`),
        400,
        'invalid_param',
      ],
      [
        'a Solana token',
        allowance(`tokenAddress=${SOLANA}:${SOLANA_OWNER}&userAddress=${owner}`),
        400,
        'unsupported_chain',
      ],
      ['no userAddress', allowance(`tokenAddress=${token}`), 400, 'missing_param'],
      [
        'an over-long tokenAddress',
        allowance(`tokenAddress=${'t'.repeat(201)}&userAddress=${owner}`),
        400,
        'invalid_param',
      ],
    ]),
    route('GET /v1/account/:address/nfts', get(nfts(owner)), [
      ...addressRows((address) => nfts(address), owner),
      ['a cursor that is not one', nfts(owner, '?chainId=eip155:1&cursor=abc'), 400, 'invalid_param'],
      [
        'an over-long cursor',
        nfts(owner, `?chainId=eip155:1&cursor=${'1'.repeat(31)}`),
        400,
        'invalid_param',
      ],
      ['a Solana chainId', nfts(owner, `?chainId=${SOLANA}`), 400, 'unsupported_chain'],
      ['no chainId', nfts(owner, ''), 400, 'missing_param'],
    ]),
  ];
}

/** CORS preflights (`OPTIONS /*`): the project checks, for any path. */
function preflightCases(): RouteCases {
  const preflight = { 'access-control-request-method': 'POST', origin: 'https://app.example.com' };
  const options = (what: string, path: string, status: number, code: string, origin?: string) => ({
    what,
    method: 'OPTIONS',
    path,
    headers: origin === undefined ? preflight : { ...preflight, origin },
    status,
    code,
  });
  return {
    route: 'OPTIONS /*',
    cases: [
      options('no projectId', '/e', 400, 'missing_project_id'),
      options('an unknown projectId', withProject('/e', 'nobody'), 403, 'invalid_key'),
      options('a foreign Origin', withProject('/e'), 403, 'invalid_key', 'https://evil.example'),
      options('a NUL in projectId', withProject('/e', 'proj%00on'), 400, 'invalid_param'),
    ],
  };
}

/**
 * The bad-input table: for every route the test server registers, bad requests and the 4xx each must get.
 * Every route with a project gets the project checks (`projectCases`), every route with a JSON body the body
 * checks (`bodyCases`: not JSON, wrong media type, over `bodyLimit`, `__proto__` keys, NUL, deep nesting).
 */
export function badInputCases(context: CaseContext): RouteCases[] {
  return [
    { route: 'GET /healthz', noInput: 'a liveness probe: reads no input', cases: [] },
    { route: 'GET /readyz', noInput: 'a readiness probe: reads no input', cases: [] },
    {
      route: 'GET /metrics',
      cases: [
        { what: 'no admin token', method: 'GET', path: '/metrics', status: 401, code: 'unauthorized' },
        {
          what: 'a wrong admin token',
          method: 'GET',
          path: '/metrics',
          headers: { authorization: 'Bearer not-the-token' },
          status: 401,
          code: 'unauthorized',
        },
      ],
    },
    ...directoryCases(),
    ...nameCases(context),
    ...sessionCases(context),
    ...analyticsCases(),
    ...swapCases(context.owner),
    ...onrampCases(context.owner),
    ...chainCases(context.owner),
    preflightCases(),
  ];
}
