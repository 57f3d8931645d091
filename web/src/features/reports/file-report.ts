import type { CreatedReply, NewReport } from '@reshelf/domain';
import { api } from '../../lib/api-client';

/** Sends one report; the dialog shows a refusal itself (already reported, a field). */
export function fileReport(report: NewReport) {
  return api<CreatedReply>('/reports', { method: 'POST', body: report, toast: false });
}
