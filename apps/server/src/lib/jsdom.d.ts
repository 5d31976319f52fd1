// jsdom ships no types and @types/jsdom pulls the DOM library into the whole server's
// types; the server uses one constructor of it (lib/operator-html.ts), typed here.
declare module 'jsdom' {
  import type { WindowLike } from 'dompurify';
  export class JSDOM {
    constructor(html?: string);
    readonly window: WindowLike;
  }
}
