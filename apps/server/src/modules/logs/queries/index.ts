/** The logs module's SQL, by what it serves. */
export * from './activity';
export * from './erasure';
export * from './log-keeping';
export * from './system-logs';
