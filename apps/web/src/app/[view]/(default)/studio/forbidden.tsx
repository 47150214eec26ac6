/** forbidden() in a studio page (the proxy has usually answered already): the same 403 body. */
export { default, metadata } from '../403/forbidden';
