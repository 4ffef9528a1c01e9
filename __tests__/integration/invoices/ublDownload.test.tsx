import { screen, waitFor, within } from '@testing-library/react';
import { catchPageDownloads } from '../../support/pageDownloads';
import { renderApp } from '../../support/renderApp';
import { CLOCK_NOW } from '../../support/requestLog';
import { useServer } from '../../support/server';

useServer({ CLOCK_NOW });
afterEach(() => jest.restoreAllMocks());

describe('the UBL e-invoice beside the PDF', () => {
  it("the list's 'UBL' downloads the e-invoice of the newest invoice through a short-lived link, no window", async () => {
    const downloads = catchPageDownloads();

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
    await waitFor(() => expect(downloads.links).toEqual([expect.stringMatching(/\/api\/download\/file\/ubl-\d+\/.+/)]));
    expect(downloads.windows()).toBe(0);
    const file = await fetch(downloads.links[0] ?? '');
    expect(file.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await file.text()).toContain(`<cbc:ID>${number}</cbc:ID>`);
  });

  it("the invoice page offers 'UBL downloaden' beside 'PDF downloaden' and says what UBL is for", async () => {
    const downloads = catchPageDownloads();
    const { user } = await renderApp({ route: '/invoices', account: 'admin@demo.test' });
    // The list says what the two files are, for whoever does not know the word.
    expect(await screen.findByText(/UBL: de factuur als bestand dat je boekhoudpakket inleest\./)).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'F2026-000018' }));
    expect(await screen.findByRole('heading', { name: 'Factuur F2026-000018' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PDF downloaden' })).toBeEnabled();
    expect(screen.getByText(/Het UBL-bestand lees je in je boekhoudpakket in/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'UBL downloaden' }));
    await waitFor(() => expect(downloads.links).toEqual([expect.stringMatching(/\/api\/download\/file\/ubl-\d+\/.+/)]));
    expect(await (await fetch(downloads.links[0] ?? '')).text()).toContain('<cbc:ID>F2026-000018</cbc:ID>');
    expect(downloads.windows()).toBe(0);
  });
});
