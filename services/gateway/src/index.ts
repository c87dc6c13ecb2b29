export { startGateway, type Gateway } from './gateway';
