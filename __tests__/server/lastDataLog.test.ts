/**
 * A restore of the tab's last data is in most support logs (decision 0131): the log the browser sends
 * with it must be one the server stores, cache keys such as "getUsage({…})" included.
 */
import { acceptedDiagnostics } from '../../server/domain/diagnosticsContent';
import { buildDiagnostics } from '../../src/features/support/diagnostics/buildDiagnostics';
import { lastDataRestored, restoredPayload } from '../../src/session/lastData/restoreLastData';

const at = Date.UTC(2026, 10, 28, 13, 5);
const user = { email: 'admin@demo.test', fullName: 'Jan de Vries' };

test("a start that restored the tab's last data leaves a support log the server takes, cache keys and all", () => {
  const payload = restoredPayload({
    sessionId: 'this-login',
    answers: [
      { key: 'appConfig(undefined)', endpoint: 'appConfig', args: undefined, data: { user }, fulfilledAt: at },
      {
        key: 'getUsage({"month":"2026-11"})',
        endpoint: 'getUsage',
        args: { month: '2026-11' },
        data: {},
        fulfilledAt: at,
      },
    ],
  });
  const diagnostics = buildDiagnostics([{ time: at, action: lastDataRestored(payload) }], {
    appVersion: '1.0.0',
    platform: 'ios',
    viewport: { width: 390, height: 844 },
    createdAt: new Date(at).toISOString(),
  });
  const stored = JSON.stringify(acceptedDiagnostics(diagnostics, at));
  expect(stored).toContain('"key":"getUsage({\\"month\\":\\"2026-11\\"})"');
  expect(stored).toContain('"fetchedAt":"2026-11-28T13:05:00.000Z"');
});
