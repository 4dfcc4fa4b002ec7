import { displayText } from '@walletdock/core';

/**
 * A token's or NFT's name in an Account list: shown whole wherever it fits, over up to `lines` lines (wrapped
 * between words; a single word longer than the line breaks), cut only at its end, with one ellipsis, when it
 * still does not fit; the whole name is its title. A name is never cut in its middle (that is for addresses and
 * numbers: `MiddleTruncate`). `dir="auto"`: a right-to-left name reads in its direction.
 */
export function AccountName({
  value,
  lines = 2,
  className,
}: {
  value: string;
  lines?: 1 | 2;
  className: string;
}) {
  const name = displayText(value);
  return (
    <span className={`${className} wd-account-name-text`} data-lines={lines} title={name} dir="auto">
      {name}
    </span>
  );
}
