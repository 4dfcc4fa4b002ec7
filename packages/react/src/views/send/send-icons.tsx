import { Icon } from '../../modal/icons.js';

/** The send views' own icons, on the shell's `Icon` frame. Decorative: the control around one carries its name. */
export const SwitchUnitIcon = () => (
  <Icon>
    <path d="M7 4v12M7 16l-3-3M13 16V4M13 4l3 3" />
  </Icon>
);
export const SuccessIcon = () => (
  <Icon>
    <path d="M5 10.5l3.5 3.5 6.5-7.5" />
  </Icon>
);
export const FailureIcon = () => (
  <Icon>
    <path d="M6 6l8 8M14 6l-8 8" />
  </Icon>
);
