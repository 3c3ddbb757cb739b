/* Every module records what it changed through here. */
export { recordActivity, type ActivityAction, type ActivityEntity, type ActivityEntry } from './activity';
export { countActivities, latestActivities, type ActivityScope } from './queries';
