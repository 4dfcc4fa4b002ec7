/**
 * Where the demo sends its analytics instead of the stack's services server: a self-hosted `@walletdock/server`
 * (docs/server.md) at `url`, for the project `projectId`. That server is then the modal's wallet directory too:
 * the directory's `GET /getAnalyticsConfig` is what turns analytics on or off for the project (spec §7).
 */
export type AnalyticsTarget = { readonly url: string; readonly projectId: string };

const PROJECT_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The page's `?analytics=<http(s) URL>&project=<id>` (both needed; e.g. the e2e analytics journey), else
 * undefined. A malformed URL or project id is ignored: the demo then runs on the stack as usual.
 */
export function readAnalyticsTarget(search: string): AnalyticsTarget | undefined {
  const params = new URLSearchParams(search);
  const url = params.get('analytics');
  const projectId = params.get('project');
  if (url === null || projectId === null || !PROJECT_ID.test(projectId)) return undefined;
  try {
    const { protocol } = new URL(url);
    if (protocol !== 'http:' && protocol !== 'https:') return undefined;
  } catch {
    return undefined;
  }
  return { url, projectId };
}
