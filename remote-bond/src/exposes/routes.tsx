import { BondRoutes } from '../features/routes/bond-routes';

/** Exposed as `./routes`: the pages of this remote's area, mounted by the host. */
export default BondRoutes;
