import 'server-only';

/**
 * `@openshiur/auth/embedded-provider`: the demo OpenID provider and the on-disk secrets it shares
 * with the site. Node only; never imported by browser code.
 */
export {
  startEmbeddedProvider,
  redirectAllowed,
  type EmbeddedProvider,
  type EmbeddedProviderOptions,
} from './embedded-provider';
export { DEMO_ACCOUNTS, type DemoAccount } from './accounts';
export { loadOrCreateSecret } from './files';
