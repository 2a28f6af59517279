/** The bond area's routes, which the host mounts through the `./routes` exposed module. */
export { BondRoutes } from './bond-routes';
