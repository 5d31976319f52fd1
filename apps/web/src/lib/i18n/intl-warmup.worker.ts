/**
 * Builds one of each Intl formatter the first screen uses, for the locale it is sent, then
 * ends. Chromium loads its locale data (ICU) once per renderer process, on the first Intl
 * object any thread builds: 50–100 ms on a mid-range machine, four times that on the
 * phones P2 stands for. Done here, on another core, the page's own first money amount
 * costs well under a millisecond (see intl-warmup.ts).
 */
self.onmessage = (event: MessageEvent<string>) => {
  const locale = event.data;
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' }).format(1);
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(1);
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.PluralRules(locale).select(1);
  self.close();
};
