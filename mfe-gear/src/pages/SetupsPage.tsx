export { default } from '../setups/SetupsPage';
