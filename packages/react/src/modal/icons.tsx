import type { ReactNode } from 'react';

/**
 * The frame of every inline icon of the shell and the views: a 20×20 stroked SVG. Decorative (`aria-hidden`): the
 * control around an icon carries its name.
 */
export function Icon({ className, children }: { className?: string | undefined; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

export type IconProps = { className?: string | undefined };

export function CloseIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M5 5l10 10M15 5L5 15" />
    </Icon>
  );
}

export function BackIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M12.5 4.5L7 10l5.5 5.5" />
    </Icon>
  );
}

export function SuccessIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <circle cx="10" cy="10" r="7.5" />
      <path d="M6.8 10.2l2.2 2.2 4.2-4.6" />
    </Icon>
  );
}

export function ErrorIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <circle cx="10" cy="10" r="7.5" />
      <path d="M10 6.2v4.6M10 13.6v.1" />
    </Icon>
  );
}
