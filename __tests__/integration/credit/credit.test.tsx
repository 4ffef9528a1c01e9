import { screen, within } from '@testing-library/react';
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
