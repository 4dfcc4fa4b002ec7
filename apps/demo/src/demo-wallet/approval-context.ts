import { describeRequest, type RequestSummary, type WalletContext } from './describe-request';

/**
 * A request described when it arrived, by the code that asks (the Solana half of the demo wallet, loaded only
 * when it is on, describes its own requests).
 */
export type DescribedContext = { readonly site: string; readonly summary: RequestSummary };

/** What the demo wallet knew when a request arrived: its EVM half's context, or a described request. */
export type DemoApprovalContext = WalletContext | DescribedContext;

/** Describes a request to either half of the demo wallet, for the approval dialog. Never throws. */
export function describeDemoRequest(
  request: { readonly method: string; readonly params?: unknown },
  context: DemoApprovalContext,
): RequestSummary {
  return 'summary' in context ? context.summary : describeRequest(request, context);
}
