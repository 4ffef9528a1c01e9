// What other features may use of the bundles area: the tag of its lists (the overview counts the extras).
export { BUNDLES_LIST } from './bundlesApi';
