export { CartNotice as default } from '../components/add-to-cart';
