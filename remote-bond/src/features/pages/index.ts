/**
 * The bond area's information pages. Loaded lazily by the routes, which import the page's own module so
 * that it stays in a chunk of its own.
 */
export { BondInfoPage } from './bond-info-page';
