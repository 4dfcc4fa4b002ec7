import type { DirectoryWallet } from '@walletdock/core';
import { ANSWER_FAULTS, type AnswerFault } from './answer-faults.js';
import type { IconBehaviour } from './hostile-icons.js';
import { nameWallets, oddIdWallets, type RawWallet, scriptLinkWallets } from './hostile-wallets.js';
import { DIRECTORY_READS, type DirectoryRead } from './read-kind.js';

/**
 * One class of hostile or broken directory answers. The hostile directory serves it under
 * `/<name>/…`: every request is proxied to the real directory and altered as the scenario says.
 */
export type HostileScenario = {
  readonly name: string;
  /** Wallets put in front of the first page's and the recommended answers (the Connect view shows them). */
  readonly extraWallets?: (template: DirectoryWallet) => RawWallet[];
  /** Breaks the `/getWallets` answers of these reads. */
  readonly fault?: { readonly answer: AnswerFault; readonly reads: readonly DirectoryRead[] };
  /** How the wallet icon with this image id is answered (`undefined`: the real icon). */
  readonly icon?: (imageId: string) => IconBehaviour | undefined;
};

/** The name of the malformed-answer scenario breaking `reads` with `answer`: `malformed-http-500-search`. */
export function malformedScenarioName(answer: AnswerFault, read: DirectoryRead | 'all'): string {
  return `malformed-${answer}-${read}`;
}

/** Half the icons hang, the other half trickle (a stable choice per image id). */
function slowIcon(imageId: string): IconBehaviour {
  let sum = 0;
  for (const char of imageId) sum += char.charCodeAt(0);
  return sum % 2 === 0 ? 'hang' : 'trickle';
}

/**
 * Every scenario: `pass-through` (the real directory), `script-links`, `scripted-svg-icons`, `huge-icons`,
 * `slow-icons`, `odd-ids`, `names`, and `malformed-<answer>-<read>` for each malformed answer and each read
 * (`first-page`, `next-page`, `search`, `featured`, `recommended`) or all of them (`all`).
 */
export function hostileScenarios(): Map<string, HostileScenario> {
  const list: HostileScenario[] = [
    { name: 'pass-through' },
    { name: 'script-links', extraWallets: scriptLinkWallets },
    { name: 'scripted-svg-icons', icon: () => 'scripted-svg' },
    { name: 'huge-icons', icon: () => 'huge' },
    { name: 'slow-icons', icon: slowIcon },
    { name: 'odd-ids', extraWallets: oddIdWallets },
    { name: 'names', extraWallets: nameWallets },
  ];
  for (const answer of ANSWER_FAULTS) {
    list.push({ name: malformedScenarioName(answer, 'all'), fault: { answer, reads: DIRECTORY_READS } });
    for (const read of DIRECTORY_READS) {
      list.push({ name: malformedScenarioName(answer, read), fault: { answer, reads: [read] } });
    }
  }
  return new Map(list.map((scenario) => [scenario.name, scenario]));
}
