export { AddToCart as default } from '../components/add-to-cart';
