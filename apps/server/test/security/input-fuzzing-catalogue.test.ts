import { fuzzGroupSuite } from './fuzz-suite.ts';

// Collections, items, reactions, wallets, search, listings (marketplace and price feed deployed),
// the fan-art gallery, the art contest, and the editorial pages.
fuzzGroupSuite('catalogue', { trading: true, minRoutes: 100 });
