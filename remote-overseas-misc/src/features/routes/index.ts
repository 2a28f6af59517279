/** The overseas area's routes (home, account, stock and funds), which the host mounts through the `./routes` exposed module. */
export { OverseasRoutes } from './overseas-routes';
