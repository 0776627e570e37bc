import { fuzzGroupSuite } from './fuzz-suite.ts';

// Sign-in, profiles, socials, shields, quests, points, swaps (claim contract deployed), vault,
// newsletter, portal, and every route the catalogue group does not name.
fuzzGroupSuite('members', { claims: true, minRoutes: 100 });
