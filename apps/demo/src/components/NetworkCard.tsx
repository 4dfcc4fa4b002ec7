import type { LocalStackInfo } from '../config/local-stack';
import { Card } from './Card';
import { NetworkIcon } from './icons';

/** The local stack's chains (anvil, then Solana): name, chain id, RPC URL, and their test contracts / mint. */
export function NetworkCard({ stack }: { stack: LocalStackInfo }) {
  const contracts = stack.chains[0]?.contracts;
  const { solana } = stack;
  return (
    <Card
      id="network"
      className="card--network"
      title="Local network"
      description="Anvil chains and a LiteSVM Solana chain started on this computer for the demo. Nothing here touches a public network."
      icon={<NetworkIcon />}
    >
      <ul className="chain-list" aria-label="Local chains">
        {stack.chains.map((chain) => (
          <li key={chain.chainId} className="chain">
            <div className="chain__head">
              <span className="chain__avatar" aria-hidden="true">
                {chain.nativeCurrency.symbol.slice(0, 3)}
              </span>
              <span className="chain__name">{chain.name}</span>
              <span className="badge">{chain.caipNetworkId}</span>
            </div>
            <dl className="chain__facts">
              <div>
                <dt>Chain ID</dt>
                <dd>{chain.chainId}</dd>
              </div>
              <div>
                <dt>Currency</dt>
                <dd>{chain.nativeCurrency.symbol}</dd>
              </div>
              <div className="chain__fact--wide">
                <dt>RPC URL</dt>
                <dd className="mono">{chain.rpcUrl}</dd>
              </div>
            </dl>
          </li>
        ))}
        <li className="chain" data-testid="solana-chain">
          <div className="chain__head">
            <span className="chain__avatar chain__avatar--solana" aria-hidden="true">
              {solana.nativeCurrency.symbol}
            </span>
            <span className="chain__name">{solana.name}</span>
            <span className="badge">{solana.walletStandardChain}</span>
          </div>
          <dl className="chain__facts">
            <div className="chain__fact--wide">
              <dt>CAIP-2 ID</dt>
              <dd className="mono">{solana.caipNetworkId}</dd>
            </div>
            <div>
              <dt>Currency</dt>
              <dd>{solana.nativeCurrency.symbol}</dd>
            </div>
            <div>
              <dt>Test token</dt>
              <dd>{solana.mint.symbol}</dd>
            </div>
            <div className="chain__fact--wide">
              <dt>RPC URL</dt>
              <dd className="mono">{solana.rpcUrl}</dd>
            </div>
            <div className="chain__fact--wide">
              <dt>{solana.mint.name} mint</dt>
              <dd className="mono">{solana.mint.address}</dd>
            </div>
          </dl>
        </li>
      </ul>
      <div className="services-url">
        <span className="services-url__label">Services server</span>
        <span className="mono" data-testid="services-url">
          {stack.services.url}
        </span>
        <span className="services-url__hint">
          Blockchain API and wallet directory, one server at its root.
        </span>
      </div>
      {contracts ? (
        <details className="contracts">
          <summary>Test contracts (same address on every chain)</summary>
          <dl>
            <div>
              <dt>DOCK token</dt>
              <dd className="mono">{contracts.dockToken}</dd>
            </div>
            <div>
              <dt>Test USD</dt>
              <dd className="mono">{contracts.testUsd}</dd>
            </div>
            <div>
              <dt>Test NFT</dt>
              <dd className="mono">{contracts.testNft}</dd>
            </div>
            <div>
              <dt>DOCK/tUSD swap pool</dt>
              <dd className="mono">{contracts.swapPool}</dd>
            </div>
            <div>
              <dt>Multicall3</dt>
              <dd className="mono">{contracts.multicall3}</dd>
            </div>
          </dl>
        </details>
      ) : null}
    </Card>
  );
}
