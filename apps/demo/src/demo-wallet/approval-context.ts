import type { RequestSummary } from './describe-request';

/**
 * What the demo wallet knew when a request arrived: the request described in words by the half of the wallet
 * that asks (each half loads its describer with its wallet code, so none of it is in the page's initial chunk).
 */
export type DemoApprovalContext = { readonly site: string; readonly summary: RequestSummary };
