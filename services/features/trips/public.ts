// What other features may use of trips: the catch log's lookups on its command side (decision 125).
export { ownsLiveTrip, tripForNewCatch } from './lookup';
// For the backup (features/backup): the trips as GET /api/trips lists them, and trips restored as
// the angler starts them (the one under way, if any, is refused while another is).
export { listTrips } from './query-routes';
export { startTrip } from './commands';
export { openTripOf } from './lookup';
