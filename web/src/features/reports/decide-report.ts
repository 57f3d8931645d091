import { SUCCESS, type ReportAction, type UpdatedReply } from '@reshelf/domain';
import { useAction } from '../../components/use-action';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';

const DONE = { keep: SUCCESS.reportKept, remove: SUCCESS.listingRemoved, suspend: SUCCESS.accountSuspended } as const;

/** An admin's decision on every open report of the report's target. */
export async function decideReport(reportId: string, action: ReportAction) {
  await api<UpdatedReply>(`/reports/${encodeURIComponent(reportId)}`, { method: 'PUT', body: { action } });
  notify.success(DONE[action]);
}

export const useDecideReport = () => useAction(decideReport);
