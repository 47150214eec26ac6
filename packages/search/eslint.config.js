export { default } from '@openshiur/eslint-config';
