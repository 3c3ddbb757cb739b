/** The funnel module's SQL: the ad clicks, the events sent to Meta, the ad spend. */
export * from './clicks';
export * from './events';
export * from './spend';
