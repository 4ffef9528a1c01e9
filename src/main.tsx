import './shell/styles.css';

/**
 * The entry, evaluated in steps with the browser getting the main thread back in between (one long
 * task of a few hundred milliseconds on a cheap phone becomes several short ones): the store first
 * (its session start-up calls then travel while the rest is evaluated), then the router (which
 * starts the route's chunk), then React DOM, the largest library, and the render last. `eager`: all
 * stays in this file, no extra request. (A library imported here would lose its tree-shaking: all
 * its exports count as used.)
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void (async () => {
  const { prepareStore } = await import(/* webpackMode: "eager" */ './app/startStore');
  const state = prepareStore();
  await nextTask();
  const { prepareApp } = await import(/* webpackMode: "eager" */ './app/start');
  const prepared = prepareApp(state);
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { mountApp } = await import(/* webpackMode: "eager" */ './app/mount');
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  void mountApp(container, prepared);
})();
