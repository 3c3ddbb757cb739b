/** The campaigns module's SQL: the campaigns, their recipients, and what the recipients did. */
export * from './campaigns';
export * from './recipients';
export * from './tracking';
