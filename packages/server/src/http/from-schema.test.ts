import { describe, expectTypeOf, it } from 'vitest';
import type { FromSchema } from './from-schema.js';
import { querySchema } from './route-options.js';

// Type-level: `pnpm typecheck` fails when a type below is wrong (the runtime assertions are no-ops).
describe('FromSchema', () => {
  it('types the scalars, const, enum, nullable and hex strings', () => {
    expectTypeOf<FromSchema<{ type: 'string' }>>().toEqualTypeOf<string>();
    expectTypeOf<FromSchema<{ type: 'integer' }>>().toEqualTypeOf<number>();
    expectTypeOf<FromSchema<{ type: 'boolean' }>>().toEqualTypeOf<boolean>();
    expectTypeOf<FromSchema<{ type: 'string'; const: '2' }>>().toEqualTypeOf<'2'>();
    expectTypeOf<FromSchema<{ type: 'string'; enum: readonly ['a', 'b'] }>>().toEqualTypeOf<'a' | 'b'>();
    expectTypeOf<FromSchema<{ type: readonly ['string', 'null'] }>>().toEqualTypeOf<string | null>();
    expectTypeOf<
      FromSchema<{ type: 'string'; pattern: '^0x[0-9a-f]{40}$' }>
    >().toEqualTypeOf<`0x${string}`>();
    expectTypeOf<FromSchema<{ description: 'any JSON' }>>().toEqualTypeOf<unknown>();
  });

  it('types objects (required and optional keys, extra keys) and arrays', () => {
    const schema = {
      type: 'object',
      required: ['id'],
      additionalProperties: false,
      properties: {
        id: { type: 'string' },
        count: { type: 'number' },
        tags: { type: 'array', items: { type: 'string' } },
      },
    } as const;
    expectTypeOf<FromSchema<typeof schema>>().toEqualTypeOf<{
      id: string;
      count?: number;
      tags?: string[];
    }>();
    expectTypeOf<FromSchema<{ type: 'object'; additionalProperties: { type: 'string' } }>>().toEqualTypeOf<{
      [key: string]: string;
    }>();
    expectTypeOf<FromSchema<{ type: 'object' }>>().toEqualTypeOf<{ [key: string]: unknown }>();
  });

  it("types a route's query: the common parameters optional, its own as required", () => {
    const query = querySchema({ chainId: { type: 'string' }, cursor: { type: 'string' } }, ['chainId']);
    type Query = FromSchema<typeof query>;
    expectTypeOf<Query['chainId']>().toEqualTypeOf<string>();
    expectTypeOf<Query['cursor']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Query['projectId']>().toEqualTypeOf<string | undefined>();
  });
});
