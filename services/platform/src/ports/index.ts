export * from './event-store';
export * from './event-bus';
export * from './read-store';
