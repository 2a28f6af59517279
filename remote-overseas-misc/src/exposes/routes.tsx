import { OverseasRoutes } from '../features/routes';

/** Exposed as `./routes`: the pages of this remote's area, mounted by the host. */
export default OverseasRoutes;
