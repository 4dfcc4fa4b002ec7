import type { KeyboardEvent } from 'react';

const NEXT_KEYS: Readonly<Record<string, 'next' | 'previous' | 'first' | 'last'>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

/**
 * Arrow-key navigation between the row buttons of a list (put it on the list's `onKeyDown`): ArrowDown and
 * ArrowUp move focus to the next and previous row (wrapping), Home and End to the first and last. Every row
 * stays in the Tab order too, so Tab keeps working as usual.
 */
export function moveFocusInList(event: KeyboardEvent<HTMLElement>): void {
  const move = NEXT_KEYS[event.key];
  if (move === undefined || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  if (buttons.length === 0) return;
  const current = buttons.indexOf(event.target as HTMLButtonElement);
  const last = buttons.length - 1;
  const index =
    move === 'first'
      ? 0
      : move === 'last'
        ? last
        : current === -1
          ? 0
          : move === 'next'
            ? (current + 1) % buttons.length
            : (current - 1 + buttons.length) % buttons.length;
  event.preventDefault();
  buttons[index]?.focus();
}
