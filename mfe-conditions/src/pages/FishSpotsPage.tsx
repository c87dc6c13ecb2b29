export { default } from '../fish-spots/FishSpotsPage';
