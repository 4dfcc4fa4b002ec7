'use client';

import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export type AccountTab = { id: string; label: string };

export type AccountTabsProps = {
  tabs: readonly AccountTab[];
  selected: number;
  onSelect(index: number): void;
  /** The accessible name of the tab list. */
  label: string;
  /** The panel of a tab: rendered once the tab was first shown, then kept (hidden) while another is shown. */
  renderPanel(tab: AccountTab): ReactNode;
  /** Ids of tabs shown at least once. */
  visited: ReadonlySet<string>;
  /**
   * Shown under the panel, inside the panel's fixed space (the pending-request notice): the panel gives up the
   * height it takes, so the tab bar and the modal's height stay where they are when it appears or goes.
   */
  below?: ReactNode;
};

/**
 * Tabs with the ARIA tabs pattern: a tablist whose tabs move with the arrow keys, Home and End (automatic
 * activation: the focused tab is shown), one tab stop, and a tabpanel per tab labelled by its tab.
 */
export function AccountTabs({
  tabs,
  selected,
  onSelect,
  label,
  renderPanel,
  visited,
  below,
}: AccountTabsProps) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    onSelect(next);
    refs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = targetIndex(event.key, selected, tabs.length);
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };

  // A single section needs no tab bar: its content shows as a region named like its tab (Tokens alone, when an
  // app turns NFTs and history off).
  const [only] = tabs;
  if (tabs.length === 1 && only) {
    return (
      <div className="wd-account-tabs">
        <div className="wd-account-stage">
          <section className="wd-account-panel" aria-label={only.label}>
            {renderPanel(only)}
          </section>
          {below}
        </div>
      </div>
    );
  }

  return (
    <div className="wd-account-tabs">
      <div className="wd-account-tablist" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            className="wd-account-tab"
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => onSelect(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="wd-account-stage">
        {tabs.map((tab, index) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${baseId}-panel-${tab.id}`}
            aria-labelledby={`${baseId}-tab-${tab.id}`}
            className="wd-account-panel"
            hidden={index !== selected}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the panel scrolls; the ARIA tabs pattern makes it a tab stop
            tabIndex={0}
          >
            {index === selected || visited.has(tab.id) ? renderPanel(tab) : null}
          </div>
        ))}
        {below}
      </div>
    </div>
  );
}

/** The tab a key moves to from `current` (arrows wrap around), or undefined for other keys. */
function targetIndex(key: string, current: number, count: number): number | undefined {
  if (key === 'ArrowRight') return current + 1;
  if (key === 'ArrowLeft') return current - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
