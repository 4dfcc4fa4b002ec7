import { Icon, type IconProps } from '../../modal/icons.js';

/** Inline icons of the views (the shell's `Icon` frame). Decorative: the control around an icon carries its name. */
export const ChevronRightIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M8 5l5 5-5 5" />
  </Icon>
);
export const CopyIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <rect x="7" y="7" width="9" height="9" rx="2" />
    <path d="M13 4.5H6A1.5 1.5 0 0 0 4.5 6v7" />
  </Icon>
);
export const CheckIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M4.5 10.5l3.5 3.5 7.5-8" />
  </Icon>
);
export const ExternalLinkIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M11 4h5v5M16 4l-7 7M14 12v3a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h3" />
  </Icon>
);
export const SearchIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <circle cx="9" cy="9" r="5" />
    <path d="M13 13l3.5 3.5" />
  </Icon>
);
export const WalletIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <rect x="3" y="5" width="14" height="11" rx="2.5" />
    <path d="M3 8h11.5M13 11.5h1.5" />
  </Icon>
);
export const QrIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <rect x="3.5" y="3.5" width="5" height="5" rx="1" />
    <rect x="11.5" y="3.5" width="5" height="5" rx="1" />
    <rect x="3.5" y="11.5" width="5" height="5" rx="1" />
    <path d="M11.5 11.5h2v2M16.5 11.5v5h-5v-2" />
  </Icon>
);
export const DisconnectIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M12 14v1.5A1.5 1.5 0 0 1 10.5 17h-5A1.5 1.5 0 0 1 4 15.5v-11A1.5 1.5 0 0 1 5.5 3h5A1.5 1.5 0 0 1 12 4.5V6M9 10h8M14.5 7.5L17 10l-2.5 2.5" />
  </Icon>
);
export const NetworkIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <circle cx="10" cy="10" r="7" />
    <path d="M3 10h14M10 3c2 2.2 2.8 4.5 2.8 7s-.8 4.8-2.8 7c-2-2.2-2.8-4.5-2.8-7S8 5.2 10 3z" />
  </Icon>
);
export const RetryIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M16 10a6 6 0 1 1-1.8-4.3M16 4v3.5h-3.5" />
  </Icon>
);
export const WarningIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M10 3.5l7 12.5H3z" />
    <path d="M10 8.5v3M10 14h.01" />
  </Icon>
);
