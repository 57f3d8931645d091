// Builds one formatter of each kind the pages use, in each language, then ends. ICU's data and
// caches belong to the renderer process, not to a thread: built here, beside the page's start, the
// page's own first formatter no longer loads them on the main thread (docs/performance.md,
// "Compiled as they load").
import { formatDateTime, formatPostedDate, formatPrice } from '@reshelf/domain';
import { LANGUAGES } from '@reshelf/domain/i18n/languages';

const now = new Date();
for (const language of LANGUAGES) {
  formatPrice(1, language);
  formatPostedDate(now, language);
  formatDateTime(now, language);
}
close();
