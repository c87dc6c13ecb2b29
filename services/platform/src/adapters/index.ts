export * from './sqlite-event-store';
export * from './sqlite-read-store';
export { eraseWal, openSqliteDatabase } from './sqlite';
export { InMemoryEventStore } from './in-memory-event-store';
export { InProcessBus, type InProcessBusOptions, type BusDeliveryOptions, type PoisonHandler } from './in-process-bus';
export {
  NatsJetStreamBus,
  durableName,
  type NatsJetStreamBusOptions,
  type NatsJetStreamBusConnectOptions,
} from './nats-bus';
