import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { FromSchema } from './from-schema.js';

/**
 * The routes' fastify type provider: a route's `request.params`, `request.query` and `request.body` have the
 * types of its JSON schemas (`FromSchema`), and what its handler returns or sends is checked against its
 * `response` schemas. The schemas stay the runtime checks (Ajv) and the serialisers (fast-json-stringify); this
 * only derives types from them, so that the two cannot disagree.
 */
export interface JsonSchemaTypes extends FastifyTypeProvider {
  readonly validator: FromSchema<this['schema']>;
  readonly serializer: FromSchema<this['schema']>;
}

/** A fastify instance typed by {@link JsonSchemaTypes}. */
export type TypedInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  JsonSchemaTypes
>;

/** `app` with the routes' type provider (the same object: `withTypeProvider` only changes its type). */
export function typed(app: FastifyInstance): TypedInstance {
  return app.withTypeProvider<JsonSchemaTypes>();
}
