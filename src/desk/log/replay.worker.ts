import { freezeSharedPrototypes } from '../../app/replayStore';
import { replayService } from './replayEngine';
import type { ReplayAnswer, ReplayRequest } from './replayProtocol';

/**
 * The replay of a customer's log, in a worker: a realm of its own, so whatever the recorded actions
 * make the reducers do reaches no object of the desk's page; the page gets the states back as plain
 * data. The shared prototypes are frozen once the modules are loaded, before any log is replayed.
 */
interface WorkerScope {
  postMessage(answer: ReplayAnswer): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ReplayRequest>) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
freezeSharedPrototypes();
const handle = replayService((answer) => scope.postMessage(answer));
scope.addEventListener('message', (event) => handle(event.data));
