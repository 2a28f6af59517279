import { BondRoutes } from '../features/routes/BondRoutes';

/** Exposed as `./routes`: the pages of this remote's area, mounted by the host. */
export default BondRoutes;
