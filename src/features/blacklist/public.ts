// What other features may use of the blocked numbers area: the tag of its list (the overview counts it).
export { BLACKLIST_LIST } from './blacklistApi';
