// The "last-data" chunk: what the session's listeners (listeners.ts) load of the tab's last answers.
export { keepLastDataWhileLoggedIn } from './keepWhileLoggedIn';
export { restoreLastData } from './restoreLastData';
