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
    expect(entries.every((entry) => !entry.failed && entry.failure === null && entry.time === at)).toBe(true);
  });

  it("names a failed call with the message the portal gave and the answer's status, or that none came", () => {
    const entries = timelineOf([
      call('api/executeMutation/rejected', 'addBlockedNumber', {
        payload: { status: 409, data: { message: 'Dit nummer staat al op de bloklijst.' } },
      }),
      call('api/executeMutation/rejected', 'authLogin', {
        payload: { status: 401, data: { message: { error: 'Het e-mailadres of wachtwoord is onjuist.' } } },
      }),
      call('api/executeMutation/rejected', 'replyToTicket', {
        payload: { status: 409, data: { error: { message: 'Deze vraag is gesloten. Je kunt niet meer reageren.' } } },
      }),
      call('api/executeQuery/rejected', 'getDashboard', { payload: { status: 'FETCH_ERROR', error: 'Failed' } }),
      call('api/executeQuery/rejected', 'getUsage', { payload: { status: 'TIMEOUT_ERROR', error: 'Aborted' } }),
      call('api/executeQuery/rejected', 'somethingNew', { payload: { status: 500 } }),
      call('api/executeMutation/rejected', 'saveAccount', {
        payload: { status: 400, data: { message: '‹tekst:12›' } },
      }),
    ]);
    expect(entries.map((entry) => [entry.failed, entry.text, entry.failure])).toEqual([
      [true, 'nummer blokkeren', "Melding: 'Dit nummer staat al op de bloklijst.' (status 409)"],
      [true, 'inloggen', "Melding: 'Het e-mailadres of wachtwoord is onjuist.' (status 401)"],
      [true, 'reageren op een vraag', "Melding: 'Deze vraag is gesloten. Je kunt niet meer reageren.' (status 409)"],
      [
        true,
        'het beginscherm',
        "Melding: 'Er is geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.' " +
          '(geen antwoord: verbinding)',
      ],
      [
        true,
        'het verbruik',
        "Melding: 'De server reageert niet op tijd. Probeer het later opnieuw.' (geen antwoord op tijd)",
      ],
      [
        true,
        'een ander onderdeel van het portaal',
        "Melding: 'Er is iets misgegaan. Probeer het later opnieuw.' (status 500)",
      ],
      // Personal data the log removed stays removed.
      [true, 'persoonlijke gegevens opslaan', "Melding: '‹tekst:12›' (status 400)"],
    ]);
  });

  it('never names a step after what every object inherits', () => {
    const entries = timelineOf([
      call('api/executeQuery/fulfilled', 'constructor'),
      call('api/executeQuery/fulfilled', 'toString'),
    ]);
    expect(entries.map((entry) => entry.text)).toEqual([
      'Opende een ander onderdeel van het portaal',
      'Opende een ander onderdeel van het portaal',
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
