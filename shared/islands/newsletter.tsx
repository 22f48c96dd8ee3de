export { Newsletter as default } from '../components/newsletter';
