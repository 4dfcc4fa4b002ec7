/** One schema-validation error as Fastify reports it (an Ajv `ErrorObject`). */
export type ValidationIssue = {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string | undefined;
};

/** A JSON pointer (`/destinationWallets/0/address`) as a field name (`destinationWallets[0].address`). */
function fieldName(pointer: string, child?: unknown): string {
  const parts = pointer.split('/').slice(1);
  if (typeof child === 'string') parts.push(child);
  return parts
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(
      (name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name === '' ? part : `${name}.${part}`),
      '',
    );
}

/**
 * The message of a request refused by its JSON schema, naming the field as the routes' own checks do:
 * `"chainId" is required`, `"destinationWallets[0].blockchains" is required`, `"amount" must be string`,
 * `"network" must be one of a, b`, `"defaultExperience" must be buy` (a constant), `"extra" is not allowed`;
 * `context` (`querystring`, `body`, `params`) names a problem of the whole part (`The body must be object`).
 */
export function validationMessage(issues: readonly ValidationIssue[], context: string | undefined): string {
  const issue = issues[0];
  if (issue === undefined) return `The ${context ?? 'request'} is invalid`;
  const { keyword, instancePath, params } = issue;
  if (keyword === 'required') return `"${fieldName(instancePath, params.missingProperty)}" is required`;
  if (keyword === 'additionalProperties') {
    return `"${fieldName(instancePath, params.additionalProperty)}" is not allowed`;
  }
  const problem =
    keyword === 'enum' && Array.isArray(params.allowedValues)
      ? `must be one of ${params.allowedValues.join(', ')}`
      : keyword === 'const'
        ? `must be ${String(params.allowedValue)}`
        : (issue.message ?? 'is invalid');
  const field = fieldName(instancePath);
  return field === '' ? `The ${context ?? 'request'} ${problem}` : `"${field}" ${problem}`;
}
