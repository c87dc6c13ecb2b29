export * from './common';
export * from './gear';
