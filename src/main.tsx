import './ui/styles.css';
import './ui/theme.css';
import './ui/dataTable.css';
import './ui/print.css';
import { nextTask } from './ui/nextTask';

/**
 * The entry. Its libraries are evaluated in steps with the browser getting the main thread back in
 * between (one long task of several hundred milliseconds on a cheap phone becomes a few shorter
 * ones): first nothing but this file (the script's own task stays short), then React DOM (the
 * largest), Redux Toolkit with immer (through the session's slice), the API layer (RTK Query), the
 * store (the session), the route table with the frame (react-router), and the rest of the app, whose
 * start yields between making the store, reading the stored session, making the router and the first
 * render. `eager`: all stay in this file, no extra request. (A
 * library imported here would lose its tree-shaking: all its exports count as used.)
 */
void (async () => {
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ './session/sessionSlice');
  await nextTask();
  await import(/* webpackMode: "eager" */ './api/baseApi');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/store');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/routes');
  await nextTask();
  const { startApp } = await import(/* webpackMode: "eager" */ './app/start');
  await startApp(nextTask);
})();
