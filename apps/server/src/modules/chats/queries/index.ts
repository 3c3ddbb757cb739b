/** The chats module's SQL: the inbox and queues, the statistics, the chat day counts. */
export * from './inbox';
export * from './statistics';
export * from './day-counts';
