/**
 * An adapter's side of a cancelled wallet request (core's `signal`, see `AdapterRequestSignal`). EIP-1193,
 * Wallet Standard and WalletConnect (sign-client 2.21) give a dapp no way to withdraw a request the wallet is
 * showing, so what an adapter can do is: not prompt once the signal has aborted, and stop waiting for the wallet.
 */

/** Throws the signal's reason when it has aborted: call it right before the wallet is prompted. */
export function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason;
}

/**
 * Settles as `request` does, or rejects with the signal's reason as soon as it aborts (the wallet's later
 * answer, success or failure, is then dropped: no unhandled rejection). Without a signal, `request` itself.
 */
export function untilCancelled<T>(request: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return request;
  if (signal.aborted) {
    request.catch(() => undefined);
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    request.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
