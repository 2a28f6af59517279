// The overseas home, `/overseas`.
export { OverseasHomePage } from './overseas-home-page';
