import { Icon } from '../../modal/icons.js';

/** The Account view's own icons (activity kinds), on the shell's `Icon` frame. Decorative. */
export const ArrowUpRightIcon = () => (
  <Icon>
    <path d="M6 14l8-8M7.5 6H14v6.5" />
  </Icon>
);
export const ArrowDownLeftIcon = () => (
  <Icon>
    <path d="M14 6l-8 8M12.5 14H6V7.5" />
  </Icon>
);
export const SwapIcon = () => (
  <Icon>
    <path d="M4 7h11l-3-3M16 13H5l3 3" />
  </Icon>
);
export const SparkIcon = () => (
  <Icon>
    <path d="M10 3v4M10 13v4M3 10h4M13 10h4M5.5 5.5l2 2M12.5 12.5l2 2M14.5 5.5l-2 2M7.5 12.5l-2 2" />
  </Icon>
);
export const BoltIcon = () => (
  <Icon>
    <path d="M11 3L5 11h5l-1 6 6-8h-5z" />
  </Icon>
);
