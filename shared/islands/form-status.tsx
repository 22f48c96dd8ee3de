export { FormStatus as default } from '../components/form-status';
