/* What other modules ask of quotes: the current USD per kg rate (cached briefly). */
export { currentKgRate, forgetKgRate } from './kg-rate';
