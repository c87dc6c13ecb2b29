// What other features' tests may use of the dashboard: the activity projection they feed.
export { activityProjection, ACTIVITY_COLLECTION, type ActivityEntry } from './activity-projection';
