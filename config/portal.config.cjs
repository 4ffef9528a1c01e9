// Build-time configuration of the portal app, read from the environment with these defaults.
// Documented in README.md ("Configuration").
const { version } = require('../package.json');

/** @returns {import('../src/config').PortalConfig} */
function portalConfig(env = process.env) {
  return {
    apiBaseUrl: env.API_BASE_URL ?? '/api',
    providerName: env.PROVIDER_NAME ?? 'Telvaro',
    accountSiteUrl: env.ACCOUNT_SITE_URL ?? '',
    appVersion: env.APP_VERSION ?? version,
    appPageUrl: env.APP_PAGE_URL ?? 'https://www.telvaro.nl/app',
    defaultPlatform: env.DEFAULT_PLATFORM ?? 'desktop',
  };
}

module.exports = { portalConfig };
