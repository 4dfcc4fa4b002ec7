import { Icon, type IconProps } from '../../modal/icons.js';

/** A pen over a line: signing a message (the sign-in view's badge and Sign button). */
export const SignatureIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M12.5 4.5l3 3-7.5 7.5H5v-3z" />
    <path d="M3.5 17.5h13" />
  </Icon>
);
