import type { DiagnosticsAction } from '../../../src/api/contract';
import { timelineOf } from '../../../src/desk/log/timeline';

const at = 1_773_825_300_000;
const call = (type: string, endpointName: string, extra: Partial<DiagnosticsAction> = {}): DiagnosticsAction => ({
  type,
  time: at,
  meta: { arg: { endpointName }, requestId: 'r1' },
  ...extra,
});

describe("the desk's timeline of a customer's session", () => {
  it('says in words what the customer opened, sent and saw, and leaves out the inner workings', () => {
    const entries = timelineOf([
      { type: 'session/loggedIn', time: at, payload: {} },
      { type: 'ui/overlayShown', time: at, payload: 'get' },
      call('api/executeQuery/pending', 'getUsage'),
      call('api/executeQuery/fulfilled', 'getUsage'),
      call('api/executeMutation/pending', 'cancelSubscription'),
      call('api/executeMutation/fulfilled', 'cancelSubscription'),
      {
        type: 'ui/dialogOpened',
        time: at,
        payload: {
          dialogId: 'd1',
          title: 'Abonnement opzeggen',
          description: 'Weet je het zeker?',
          options: [{ id: 'confirm', label: 'Opzeggen' }],
        },
      },
      { type: 'ui/dialogClosed', time: at, payload: { dialogId: 'd1', optionId: 'confirm' } },
      { type: 'ui/dialogClosed', time: at, payload: { dialogId: 'd2', optionId: null } },
    ]);
    expect(entries.map((entry) => entry.text)).toEqual([
      'Ingelogd',
      'Opende het verbruik',
      'Verstuurde: abonnement opzeggen',
      'Gelukt: abonnement opzeggen',
      "Zag de melding 'Abonnement opzeggen': Weet je het zeker?",
      "Koos 'Opzeggen' in de melding",
      'Sloot de melding',
    ]);
    expect(entries.every((entry) => entry.failure === null && entry.time === at)).toBe(true);
  });

  it("names a failed call's status and message, or that no answer came", () => {
    const entries = timelineOf([
      call('api/executeMutation/rejected', 'saveAccount', {
        payload: { status: 400, data: { message: 'Postcode is niet correct.' } },
      }),
      call('api/executeQuery/rejected', 'getDashboard', { payload: { status: 'FETCH_ERROR', error: 'Failed' } }),
      call('api/executeQuery/rejected', 'somethingNew', { payload: { status: 500 } }),
    ]);
    expect(entries).toEqual([
      { time: at, text: 'Mislukt: persoonlijke gegevens opslaan', failure: 'Status 400: Postcode is niet correct.' },
      { time: at, text: 'Mislukt: het overzicht', failure: 'Status geen antwoord (verbinding)' },
      { time: at, text: 'Mislukt: somethingNew', failure: 'Status 500' },
    ]);
  });

  it('does not count a read answered from the cache or cancelled by leaving as a failure', () => {
    expect(
      timelineOf([
        call('api/executeQuery/rejected', 'getUsage', { meta: { arg: { endpointName: 'getUsage' }, condition: true } }),
        call('api/executeQuery/rejected', 'getUsage', { error: { name: 'AbortError' } }),
      ]),
    ).toEqual([]);
  });
});
