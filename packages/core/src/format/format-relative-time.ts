const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Average Gregorian month and year, so that 12 months make a year. */
const MONTH = 30.436875 * DAY;
const YEAR = 365.2425 * DAY;

/** A moment: epoch milliseconds, a Date, or a date string `Date.parse` understands (ISO 8601). */
export type Moment = number | Date | string;

/**
 * How long ago `timestamp` was, shortened (spec §9): '5 sec', '3 min', '2 hr', '4 d', '1 mo', '2 yr' —
 * always the largest whole unit, rounded down, no plural and no "ago". Units: under a minute sec, under an
 * hour min, under a day hr, under an average month (30.44 d) d, under 12 such months mo, then yr.
 * A timestamp after `now` (clock skew between the server and the visitor) counts as '0 sec'. Invalid
 * dates give ''.
 *
 * @param now the current time, from `ctx.clock.now()` — never read here, so results are deterministic.
 */
export function formatRelativeTime(timestamp: Moment, now: Moment): string {
  const then = toMillis(timestamp);
  const current = toMillis(now);
  if (then === undefined || current === undefined) return '';
  const elapsed = Math.max(0, current - then);
  if (elapsed < MINUTE) return `${Math.floor(elapsed / SECOND)} sec`;
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} hr`;
  if (elapsed < MONTH) return `${Math.floor(elapsed / DAY)} d`;
  if (elapsed < YEAR) return `${Math.floor(elapsed / MONTH)} mo`;
  return `${Math.floor(elapsed / YEAR)} yr`;
}

function toMillis(moment: unknown): number | undefined {
  let millis: number;
  if (typeof moment === 'number') millis = moment;
  else if (moment instanceof Date) millis = moment.getTime();
  else if (typeof moment === 'string' && moment.trim() !== '') millis = Date.parse(moment);
  else return undefined;
  return Number.isFinite(millis) ? millis : undefined;
}
