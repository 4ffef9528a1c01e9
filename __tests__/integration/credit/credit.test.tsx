import { screen, within } from '@testing-library/react';
import { getConfig } from '../../../src/config';
import { renderApp } from '../../support/renderApp';
import { useServer } from '../../support/server';

/** prepaid@demo.test has € 12,50 until 20 days after the server's today, with renewal on. */
useServer({ CLOCK_NOW: '2026-03-18T10:00:00Z' });

it('credit: the amount, the minutes it buys, the end date, top-up and renewal links, the explanation', async () => {
  const { user } = await renderApp({ route: '/app', account: 'prepaid@demo.test' });
  await user.click(await screen.findByRole('link', { name: /^Tegoed/ }));
  const current = within(await screen.findByRole('region', { name: 'Huidig tegoed' }));
  expect(current.getByText('€ 12,50')).toBeInTheDocument();
  expect(current.getByText('≈ 250 belminuten')).toBeInTheDocument();
  expect(current.getByText('Je bundel loopt tot 7 april 2026')).toBeInTheDocument();
  const topUp = current.getByRole('link', { name: 'Tegoed opwaarderen (opent buiten de app)' });
  expect(topUp).toHaveAttribute('href', expect.stringMatching(/^https:\/\/.+\/tegoed\//));
  expect(topUp).toHaveAttribute('target', '_blank');
  const renewal = within(screen.getByRole('region', { name: 'Verlengen' }));
  expect(renewal.getByRole('link', { name: 'Bundel verlengen (opent buiten de app)' })).toHaveAttribute(
    'href',
    expect.stringMatching(/\/verlengen\//),
  );
  expect(screen.getByText(/100, 200, 300 of 400 minuten, vanaf € 4,99 incl\. btw/)).toBeInTheDocument();
  expect(screen.getByText(/online bankbetaling of via een betaallink/)).toBeInTheDocument();
});

it('the low-credit warning: 30 minutes by default; a threshold above what the credit buys warns at once by mail', async () => {
  const { user } = await renderApp({ route: '/credit', account: 'prepaid@demo.test' });
  const section = within(await screen.findByRole('region', { name: 'Melding bij laag tegoed' }));
  const minutes = await section.findByRole('textbox', { name: 'Waarschuw mij onder dit aantal minuten' });
  expect(minutes).toHaveValue('30');
  await user.clear(minutes);
  await user.type(minutes, '0');
  await user.click(section.getByRole('button', { name: 'Melding opslaan' }));
  expect(await section.findByText('Vul een aantal minuten in van 1 tot en met 1000.')).toBeInTheDocument();

  await user.clear(minutes);
  await user.type(minutes, '300');
  await user.click(section.getByRole('button', { name: 'Melding opslaan' }));
  const done = await screen.findByRole('alertdialog', { name: 'Voltooid' });
  expect(done).toHaveTextContent('De melding bij laag tegoed is opgeslagen.');
  const outbox = (await (await fetch(`${getConfig().apiBaseUrl}/dev/outbox`)).json()) as {
    messages: Array<{ to: string; subject: string; body: string }>;
  };
  expect(outbox.messages[0]).toMatchObject({
    to: 'prepaid@demo.test',
    subject: 'Verbruiksmelding: je tegoed is bijna op',
    body: expect.stringContaining('Je tegoed is bijna op: je kunt nog ongeveer 250 minuten bellen.'),
  });
});
