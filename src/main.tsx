import './ui/styles.css';
import './ui/theme.css';
import './ui/dataTable.css';
import './ui/print.css';

/**
 * The entry. Its libraries are evaluated in steps with the browser getting the main thread back in
 * between (one long task of several hundred milliseconds on a cheap phone becomes a few shorter
 * ones): React DOM first (the largest), then the store (Redux Toolkit and the session), then the
 * rest of the app. `eager`: both stay in this file, no extra
 * request. (A library imported here would lose its tree-shaking: all its exports count as used.)
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void (async () => {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/store');
  await nextTask();
  const { startApp } = await import(/* webpackMode: "eager" */ './app/start');
  startApp();
})();
