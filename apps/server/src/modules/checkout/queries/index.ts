/** The checkout module's SQL, by what it serves. */
export * from './sessions';
export * from './payments';
export * from './sales';
export * from './lists';
