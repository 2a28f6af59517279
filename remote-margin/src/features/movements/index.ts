/** The margin movements: the section of the information page. */
export { MovementsSection } from './movements-section';
