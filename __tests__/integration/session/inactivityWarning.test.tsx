import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeTimers, SESSION_TIMERS } from '../../support/fakeTimers';
import { renderApp } from '../../support/renderApp';
import { useRequestsInFlight } from '../../support/requestsInFlight';
import { useServer } from '../../support/server';
import { waitUntil } from '../../support/waiting';

/** Two minutes: the warning comes 30 s before the end, at 90 s. */
useServer({ JWT_EXPIRE_SECONDS: '120' });

const slow = { timeout: 10_000 };
const warning = () => screen.queryByRole('alertdialog', { name: 'Je sessie verloopt bijna' });
const requests = useRequestsInFlight();
/**
 * Moves the fake clock a second at a time and waits for the real server's answers after each step,
 * so a refresh that falls due on the way gets its answer before its 12 s time-out (in fake time).
 */
async function advance(ms: number) {
  for (let left = ms; left > 0; left -= 1_000) {
    await act(() => jest.advanceTimersByTimeAsync(Math.min(1_000, left)));
    await act(() => requests.answered());
  }
}

beforeEach(() => {
  // A refresh lease or activity time left by the previous test's (later) fake clock must not count.
  window.localStorage.clear();
  // The session's timers and Date are fake; promises, frames and the server's I/O run for real.
  fakeTimers(SESSION_TIMERS);
});
afterEach(() => {
  jest.useRealTimers();
  window.localStorage.clear();
});

async function loggedIn() {
  const rendered = await renderApp({ route: '/app', account: 'admin@demo.test', awaitStartup: false });
  // Start-up resumes the session with a refresh: fake time moves on only once its answer is in.
  await act(() =>
    waitUntil(
      'the start-up to end',
      async () => rendered.store.getState().session.status !== 'unknown' || (await advance(50), false),
    ),
  );
  await screen.findByText('Jan de Vries', undefined, slow);
  // The count starts from a known moment: the start-up above moved fake time by as many steps as the
  // machine needed, so the user is active (a key) once the dashboard shows.
  act(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { ...rendered, user };
}

describe('the warning before the inactivity logout', () => {
  it('shows 30 s before the end with the seconds left; "Ingelogd blijven" keeps the session', async () => {
    const { store, router, user } = await loggedIn();
    await advance(89_000);
    expect(warning()).not.toBeInTheDocument();
    await advance(1_000);
    const dialog = await screen.findByRole('alertdialog', { name: 'Je sessie verloopt bijna' });
    expect(dialog).toHaveAccessibleDescription(
      'Je bent een tijdje niet actief geweest. Over 30 seconden word je uitgelogd.',
    );
    const stay = within(dialog).getByRole('button', { name: 'Ingelogd blijven' });
    expect(stay).toHaveFocus();

    await advance(10_000);
    expect(dialog).toHaveTextContent('Over 20 seconden');
    await user.click(stay);
    expect(warning()).not.toBeInTheDocument();

    // A whole new period from the click: no warning for another 90 s, and still logged in.
    await advance(89_000);
    expect(warning()).not.toBeInTheDocument();
    expect(store.getState().session.status).toBe('loggedIn');
    expect(router.state.location.pathname).toBe('/app');
  });

  it('announces the seconds left politely at a few moments only, not every second', async () => {
    await loggedIn();
    await advance(90_000);
    const dialog = await screen.findByRole('alertdialog', { name: 'Je sessie verloopt bijna' });
    const live = dialog.querySelector('[aria-live="polite"]');
    expect(live).not.toBeNull();
    const heard: string[] = [];
    for (let second = 1; second <= 29; second += 1) {
      await advance(1_000);
      const text = live?.textContent ?? '';
      if (text && text !== heard[heard.length - 1]) heard.push(text);
    }
    expect(heard).toEqual(['Nog 20 seconden.', 'Nog 10 seconden.', 'Nog 5 seconden.']);
  });

  it('any activity (a key press) ends the warning and keeps the session', async () => {
    const { store } = await loggedIn();
    await advance(95_000);
    expect(await screen.findByRole('alertdialog', { name: 'Je sessie verloopt bijna' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    });
    expect(warning()).not.toBeInTheDocument();
    await advance(60_000);
    expect(store.getState().session.status).toBe('loggedIn');
  });

  it('without activity: the spec’s alert "Sessie verlopen, u wordt uitgelogd." and the logout', async () => {
    const { store, router } = await loggedIn();
    await advance(90_000);
    expect(await screen.findByRole('alertdialog', { name: 'Je sessie verloopt bijna' })).toBeInTheDocument();
    await advance(30_000);
    const alert = await screen.findByRole('alertdialog', { name: 'Sessie verlopen' });
    expect(alert).toHaveTextContent('Sessie verlopen, u wordt uitgelogd.');
    expect(warning()).not.toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ status: 'loggedOut', tokens: null });
    await advance(10);
    expect(router.state.location.pathname).toBe('/');
  });
});
