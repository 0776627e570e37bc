import { loreConsoleRoutes } from './lore-console-routes.ts';

/** `/api/admin/stories`: the Story chapters, opened and locked in the console. */
export default loreConsoleRoutes('story', 'Story chapter');
