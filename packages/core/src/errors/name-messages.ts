/**
 * Messages of the names feature (spec §8 "Thrown"), loaded with it.
 * One constant each, grouped by the code that uses them (see message-texts.ts).
 */
export const errorResolvingName = 'Error resolving name';
export const errorFetchingNameSuggestions = 'Error fetching name suggestions';
export const errorFetchingNamesForAddress = 'Error fetching names for address';
export const errorRegisteringName = (name: string) => `Error registering name ${name}`;
