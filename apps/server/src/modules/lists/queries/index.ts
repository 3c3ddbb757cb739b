/** The lists module's SQL: the lists and their counters, and their lines. */
export * from './lists';
export * from './items';
