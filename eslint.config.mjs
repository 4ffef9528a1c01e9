import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = dirname(fileURLToPath(import.meta.url));

/** Every feature folder; a new one is covered by the boundaries below without editing this file. */
const features = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * What a feature offers other features (and what the session offers features): its `public.ts`.
 * Everything else in the folder is internal.
 */
const publicFile = 'public.ts';

/**
 * Import direction (DESIGN.md), checked on resolved paths so relative imports cannot slip past:
 * - a feature imports api/, shell/, text/, validation/, app/hooks, config, the session's public.ts,
 *   its own folder and other features' public.ts, nothing else of src/;
 * - api/, validation/ and text/ import no feature, app, shell or session code;
 * - the server shares only src/api, src/validation and src/text with the app.
 */
export const boundaryZones = [
  {
    target: './src/features',
    from: './src',
    except: [
      './api',
      './ui',
      './text',
      './validation',
      './app/hooks.ts',
      './app/href.ts',
      './app/routeTable.ts',
      './config.ts',
      './features',
      `./session/${publicFile}`,
    ],
    message:
      'A feature imports api/, shell/, text/, validation/, app/hooks, config and session/public.ts only (DESIGN.md).',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...features.map((other) => `./${other}/${publicFile}`)],
    message: `Import another feature only through its ${publicFile}.`,
  })),
  {
    target: ['./src/api', './src/validation', './src/text'],
    from: ['./src/features', './src/app', './src/ui', './src/frame', './src/session'],
    message: 'api/, validation/ and text/ import no feature, app, shell or session code.',
  },
  {
    target: './server',
    from: './src',
    except: ['./api', './validation', './text'],
    message: 'The server shares only src/api, src/validation and src/text.',
  },
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'data/', 'e2e-artifacts/', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      // Type-only imports vanish at build time and are not cycles at run time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use useAppDispatch / useAppSelector from src/app/hooks.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-*'], message: 'The server shares no UI code with the app.' }] },
      ],
    },
  },
);
