export { default } from '../consumables/ConsumablesPage';
