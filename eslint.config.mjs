import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTs,
  {
    ignores: ['.next/**', 'lib/generated/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**'],
  },
];

export default config;
