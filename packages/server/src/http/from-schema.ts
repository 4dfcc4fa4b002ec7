/**
 * The TypeScript type of a JSON schema written `as const`, for the subset the routes use: `const`, `enum`,
 * `type` (one or a list, `null` included), `properties` with `required`, `additionalProperties` (`true` or a
 * schema), `items`; a string whose `pattern` starts `^0x` is `0x${string}` (hex: an address, a signature). Keywords that only narrow a value (`pattern`, `minLength`, `maximum`, …) do not change its
 * type; a schema without `type` (`{}`) is `unknown`. The routes' type provider (`type-provider.ts`) derives
 * their request and reply types from their schemas with it, so that a handler never casts a request part.
 */
export type FromSchema<S> = S extends { readonly const: infer C }
  ? C
  : S extends { readonly enum: readonly (infer E)[] }
    ? E
    : S extends { readonly type: infer T }
      ? T extends readonly (infer Each)[]
        ? FromType<Each, S>
        : FromType<T, S>
      : unknown;

type FromType<T, S> = T extends 'string'
  ? S extends { readonly pattern: `^0x${string}` }
    ? `0x${string}`
    : string
  : T extends 'integer' | 'number'
    ? number
    : T extends 'boolean'
      ? boolean
      : T extends 'null'
        ? null
        : T extends 'array'
          ? S extends { readonly items: infer I }
            ? FromSchema<I>[]
            : unknown[]
          : T extends 'object'
            ? FromObject<S>
            : unknown;

type RequiredKeys<S> = S extends { readonly required: readonly (infer K)[] } ? K : never;

/** The extra keys an object schema allows: `additionalProperties: true` or a schema of their values. */
type Extra<S> = S extends { readonly additionalProperties: true }
  ? { [key: string]: unknown }
  : S extends { readonly additionalProperties: infer A extends object }
    ? { [key: string]: FromSchema<A> }
    : S extends { readonly properties: object }
      ? unknown
      : { [key: string]: unknown };

type Flatten<T> = { [K in keyof T]: T[K] } & {};

type FromObject<S> = S extends { readonly properties: infer P }
  ? Flatten<
      {
        -readonly [K in keyof P as K extends RequiredKeys<S> ? K : never]: FromSchema<P[K]>;
      } & {
        -readonly [K in keyof P as K extends RequiredKeys<S> ? never : K]?: FromSchema<P[K]>;
      }
    > &
      Extra<S>
  : Extra<S>;
