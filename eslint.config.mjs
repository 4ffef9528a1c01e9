import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import direction (DESIGN.md): api/, validation/ and text/ import no feature, app or shell code;
// a feature imports no other feature's internals (only its api module).
const layerRule = (patterns) => ['error', { patterns }];

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
          patterns: [
            { group: ['**/features/*/*/**'], message: 'Import another feature only through its top-level modules.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**', 'src/validation/**', 'src/text/**'],
    rules: {
      'no-restricted-imports': layerRule([
        {
          group: ['**/features/**', '**/app/**', '**/shell/**', '**/session/**'],
          message: 'api/, validation/ and text/ import no feature, app, shell or session code.',
        },
      ]),
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': layerRule([
        {
          group: ['**/src/features/**', '**/src/app/**', '**/src/shell/**', '**/src/session/**', 'react', 'react-*'],
          message: 'The server shares only src/api, src/validation and src/text.',
        },
      ]),
    },
  },
);
