import { Icon, type IconProps } from '../../modal/icons.js';

/** The help views' illustrations (decorative: each sits beside its own heading). */
export const VaultIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <rect x="3" y="4" width="14" height="12" rx="2.5" />
    <circle cx="10" cy="10" r="2.6" />
    <path d="M10 7.4V6M12.6 10H14M6 16v1.5M14 16v1.5" />
  </Icon>
);
export const KeyIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <circle cx="6.5" cy="10" r="3" />
    <path d="M9.5 10H17M14.5 10v2.5M17 10v2" />
  </Icon>
);
export const ShieldIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M10 3l6 2.5v4c0 3.6-2.5 6.3-6 7.5-3.5-1.2-6-3.9-6-7.5v-4z" />
    <path d="M7.5 10l1.8 1.8L12.8 8.3" />
  </Icon>
);
