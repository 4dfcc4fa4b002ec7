import type { ChainNamespace } from '@walletdock/core';
import { useId } from 'react';
import { namespaceLabel } from '../walletdock/namespaces';

type NamespaceChoiceProps = {
  /** The connected namespaces; the choice is shown only when there is more than one. */
  namespaces: readonly ChainNamespace[];
  value: ChainNamespace | undefined;
  onChange: (namespace: ChainNamespace) => void;
  /** Names the group, e.g. "Sign with". */
  legend: string;
  disabled?: boolean;
};

/** Which connected namespace a wallet request goes to: radio buttons, shown when several are connected. */
export function NamespaceChoice({ namespaces, value, onChange, legend, disabled }: NamespaceChoiceProps) {
  const name = useId();
  if (namespaces.length < 2) return null;
  return (
    <fieldset className="namespace-choice" disabled={disabled}>
      <legend className="namespace-choice__legend">{legend}</legend>
      {namespaces.map((namespace) => (
        <label key={namespace} className="namespace-choice__option">
          <input
            type="radio"
            name={name}
            value={namespace}
            checked={namespace === value}
            onChange={() => onChange(namespace)}
          />
          <span>{namespaceLabel(namespace)}</span>
        </label>
      ))}
    </fieldset>
  );
}
