export { default } from '../storage/StoragePage';
