/**
 * Messages of the connect flow (spec §8 "Thrown"), loaded with it when the modal opens.
 * One constant each, grouped by the code that uses them (see message-texts.ts).
 */
export const addressOrAuthConnectorNotFound = 'Address or auth connector not found';
export const adapterNotFound = 'Adapter not found';
