/** The throw-away feature's state: in the client's state and its server snapshot before its code loads. */
export type ThrowawayState = {
  greeting: string;
  /** How many times `bump()` ran. */
  bumps: number;
};

export type ThrowawayController = {
  readonly state: ThrowawayState;
  bump(): void;
  /** The core controllers its code was given (its definition's `uses`). */
  given(): string[];
};
