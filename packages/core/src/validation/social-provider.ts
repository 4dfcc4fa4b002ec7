import { SOCIAL_PROVIDERS, type SocialProvider } from '../options/types.js';

/**
 * True for a social login the product offers (spec §1, §5): google, github, apple, facebook, x, discord,
 * farcaster. Exact, lower-case match: 'Google', ' x' or look-alike letters fail.
 */
export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}
