import { screen, within } from '@testing-library/react';
import { renderApp } from '../../support/renderApp';
import { postJson, useServer } from '../../support/server';

/** The dashboard's notices of the cost controls against the reference server, on 18 March 2026. */
useServer({ CLOCK_NOW: '2026-03-18T10:00:00Z' });

const feed = (email: string, calledNumber: string, minutes: number) =>
  postJson('/dev/calls', { email, calls: [{ calledNumber, duration: minutes * 60, type: 'O' }] });

describe('cost notices on the dashboard', () => {
  it('none while the costs are below 80 % of the limit', async () => {
    await renderApp({ route: '/app', account: 'limiet@demo.test' });
    await screen.findByRole('list', { name: 'Menu' });
    expect(screen.queryByText(/van je limiet van/)).not.toBeInTheDocument();
  });

  it('80 %: names the spend and the share as the usage page does, with the way to adjust the limit', async () => {
    await feed('limiet@demo.test', '3225123456', 700); // € 42,00
    const { user } = await renderApp({ route: '/app', account: 'limiet@demo.test' });
    const notice = await screen.findByText(
      'Je hebt deze maand € 42,00 excl. btw aan gesprekskosten: 84% van je limiet van € 50,00.',
    );
    await user.click(within(notice).getByRole('link', { name: 'Limiet aanpassen' }));
    const limit = await screen.findByRole('region', { name: 'Verbruikslimiet' });
    expect(await within(limit).findByText('€ 42,00 van € 50,00 excl. btw (84%)')).toBeInTheDocument();
  });

  it('low prepaid credit: how many minutes are left, with the way to the credit page', async () => {
    await feed('prepaid@demo.test', '0201234999', 226); // € 11,30 of € 12,50: 24 minutes left
    const { user } = await renderApp({ route: '/app', account: 'prepaid@demo.test' });
    const notice = await screen.findByText('Je tegoed is bijna op: je kunt nog ongeveer 24 minuten bellen.');
    await user.click(within(notice).getByRole('link', { name: 'Naar Tegoed' }));
    expect(await screen.findByRole('region', { name: 'Huidig tegoed' })).toHaveTextContent('€ 1,20');
  });

  it('a user who is not the main account holder sees no cost notices', async () => {
    await feed('admin@demo.test', '3225123456', 800);
    await renderApp({ route: '/app', account: 'gebruiker@demo.test' });
    await screen.findByRole('list', { name: 'Menu' });
    expect(screen.queryByText(/van je limiet van/)).not.toBeInTheDocument();
  });
});
