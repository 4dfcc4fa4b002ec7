'use client';

import { Component, type ReactNode } from 'react';

type ViewErrorBoundaryProps = {
  message: string;
  retry: string;
  /** Runs before the view renders again (e.g. loads its chunk again). */
  onRetry(): Promise<void>;
  children: ReactNode;
};

/**
 * Keeps a view that fails (its chunk did not load, or it threw while rendering) inside the dialog: the visitor
 * sees "Something went wrong" and can try again, and the header still closes the modal.
 */
export class ViewErrorBoundary extends Component<ViewErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('WalletDock: a modal view failed', error);
  }

  private retry(): void {
    // Whatever the outcome, render again: a chunk that fails again lands here again.
    this.props.onRetry().then(
      () => this.setState({ failed: false }),
      () => this.setState({ failed: false }),
    );
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="wd-view-error" role="alert">
        <p>{this.props.message}</p>
        <button type="button" className="wd-view-retry" onClick={() => this.retry()}>
          {this.props.retry}
        </button>
      </div>
    );
  }
}
