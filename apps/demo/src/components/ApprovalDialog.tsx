import { useExternalStore } from '@walletdock/react';
import { useEffect, useRef } from 'react';
import type { DemoApprovalContext } from '../demo-wallet/approval-context';
import type { ApprovalQueue } from '../demo-wallet/approval-queue';
import { DEMO_WALLET_NAME } from '../demo-wallet/use-demo-wallet';
import { GlobeIcon } from './icons';

type ApprovalDialogProps = {
  approvals: ApprovalQueue<DemoApprovalContext>;
  /** The wallet's icon (a data URI), shown in the dialog's header. */
  icon: string | undefined;
};

/**
 * The demo wallet's "popup": a modal dialog for the oldest request waiting for approval. Focus moves to
 * Reject (the safe choice), Escape rejects, and focus returns where it was when the queue is empty.
 */
export function ApprovalDialog({ approvals, icon }: ApprovalDialogProps) {
  const pending = useExternalStore(approvals);
  const current = pending[0];
  const dialogRef = useRef<HTMLDialogElement>(null);
  const rejectRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<Element | null>(null);
  const summary = current?.context.summary;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (current && !dialog.open) {
      returnFocusRef.current = document.activeElement;
      dialog.showModal();
    } else if (!current && dialog.open) {
      dialog.close();
      const previous = returnFocusRef.current;
      returnFocusRef.current = null;
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    }
    if (current) rejectRef.current?.focus();
  }, [current]);

  const decide = (approved: boolean): void => {
    if (current) approvals.settle(current.id, approved);
  };

  return (
    <dialog
      ref={dialogRef}
      className="approval"
      aria-labelledby="approval-title"
      aria-describedby="approval-intro"
      onCancel={(event) => {
        // Escape: reject the request; the dialog closes (or shows the next one) once the queue updates.
        event.preventDefault();
        decide(false);
      }}
    >
      {current && summary ? (
        <div className="approval__panel">
          <header className="approval__header">
            {icon ? <img className="approval__icon" src={icon} alt="" width={40} height={40} /> : null}
            <div className="approval__heading">
              <p className="approval__wallet">{DEMO_WALLET_NAME}</p>
              <h2 id="approval-title" className="approval__title">
                {summary.title}
              </h2>
            </div>
            {pending.length > 1 ? (
              <span className="badge" title="Requests waiting">
                1 of {pending.length}
              </span>
            ) : null}
          </header>
          <p className="approval__site">
            <GlobeIcon width={16} height={16} />
            <span className="visually-hidden">Requested by </span>
            {current.context.site}
          </p>
          <p id="approval-intro" className="approval__intro">
            {summary.intro}
          </p>
          <dl className="approval__rows">
            <div>
              <dt>Method</dt>
              <dd>
                <code className="method">{current.method}</code>
              </dd>
            </div>
            {summary.rows.map((row) => (
              <div key={row.label} className={row.mono && row.value.length > 24 ? 'is-stacked' : undefined}>
                <dt>{row.label}</dt>
                <dd className={row.mono ? 'mono' : undefined}>{row.value}</dd>
              </div>
            ))}
          </dl>
          {summary.body ? (
            <div className="approval__body">
              <p className="approval__body-label" id="approval-body-label">
                {summary.body.label}
              </p>
              <section
                className="approval__content"
                aria-labelledby="approval-body-label"
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard.
                tabIndex={0}
              >
                <pre className={summary.body.mono ? 'mono' : undefined}>
                  {summary.body.text === '' ? <em>(empty message)</em> : summary.body.text}
                </pre>
              </section>
            </div>
          ) : null}
          <div className="approval__actions">
            <button
              ref={rejectRef}
              type="button"
              className="button button--secondary"
              onClick={() => decide(false)}
            >
              Reject
            </button>
            <button type="button" className="button button--primary" onClick={() => decide(true)}>
              {summary.approveLabel}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
