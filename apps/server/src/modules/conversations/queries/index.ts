/** The conversations module's SQL, by what it serves. */
export * from './escalations';
export * from './history';
export * from './media';
export * from './messages';
export * from './sends';
