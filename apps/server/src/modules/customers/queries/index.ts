/** The customers module's SQL: the customers, their assignments, the registrations by day. */
export * from './customers';
export * from './assignments';
export * from './registrations';
