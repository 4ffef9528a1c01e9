import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../support/renderApp';
import { CLOCK_NOW } from '../../support/requestLog';
import { useServer } from '../../support/server';

useServer({ CLOCK_NOW });

describe('the UBL e-invoice beside the PDF', () => {
  it("the list's 'UBL' opens the e-invoice of the newest invoice, through a short-lived link", async () => {
    const opened = { closed: false, opener: {} as unknown, location: { href: '' } };
    jest.spyOn(window, 'open').mockImplementation(() => opened as unknown as Window);

    const { user } = await renderApp({ route: '/invoices', account: 'admin@demo.test' });
    const list = await screen.findByRole('list', { name: 'Facturen' });
    const newest = within(list).getAllByRole('listitem')[0];
    const number = newest?.querySelector('a')?.textContent ?? '';
    expect(number).toMatch(/^F2026-\d{6}$/);
    expect(
      within(newest as HTMLElement).getByRole('button', { name: `PDF van factuur ${number} downloaden` }),
    ).toBeEnabled();
    await user.click(
      within(newest as HTMLElement).getByRole('button', { name: `UBL van factuur ${number} downloaden` }),
    );
    await waitFor(() => expect(opened.location.href).toMatch(/\/api\/download\/file\/ubl-\d+\/.+/));
    const file = await fetch(opened.location.href);
    expect(file.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await file.text()).toContain(`<cbc:ID>${number}</cbc:ID>`);
  });

  it("the invoice page offers 'Download UBL' beside 'Download PDF' and says what UBL is for", async () => {
    const opened = { closed: false, opener: {} as unknown, location: { href: '' } };
    jest.spyOn(window, 'open').mockImplementation(() => opened as unknown as Window);
    const { user } = await renderApp({ route: '/invoices', account: 'admin@demo.test' });
    await user.click(await screen.findByRole('link', { name: 'F2026-000018' }));
    expect(await screen.findByRole('heading', { name: 'Factuur F2026-000018' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    expect(screen.getByText(/Het UBL-bestand lees je in je boekhoudpakket in/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download UBL' }));
    await waitFor(() => expect(opened.location.href).toMatch(/\/api\/download\/file\/ubl-\d+\/.+/));
    expect(await (await fetch(opened.location.href)).text()).toContain('<cbc:ID>F2026-000018</cbc:ID>');
  });
});
