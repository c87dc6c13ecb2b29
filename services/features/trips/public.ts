// What other features may use of trips: the catch log's lookups on its command side (decision 125).
export { ownsLiveTrip, tripForNewCatch } from './lookup';
