import { loreConsoleRoutes } from '../stories/lore-console-routes.ts';

/** `/api/admin/odyssey`: the Odyssey stages, opened and locked in the console. */
export default loreConsoleRoutes('odyssey', 'Odyssey stage');
