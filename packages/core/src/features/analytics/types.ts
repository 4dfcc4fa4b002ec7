/** Options of `AnalyticsController.flush`. */
export type AnalyticsFlushOptions = {
  /** Sends with fetch's `keepalive` (the page is going away); the feature does it itself on page hide. */
  keepalive?: boolean;
};

/**
 * The analytics feature (`await client.feature('analytics')`): it sends the modal's events to `POST /e` while
 * `options.features.analytics` is on and the project's `GET /getAnalyticsConfig` says enabled. It loads by
 * itself at the first modal open; an app rarely needs the controller.
 */
export type AnalyticsController = {
  /** Whether the project has analytics enabled: asked once (`getAnalyticsConfig`), false on any failure. */
  isEnabled(): Promise<boolean>;
  /** Sends every queued event now; resolves when they were sent or dropped (never rejects). */
  flush(options?: AnalyticsFlushOptions): Promise<void>;
};
