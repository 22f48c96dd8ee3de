export { NewsletterForm as default } from '../components/newsletter';
