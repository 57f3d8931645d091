import { QUERIES, type ReportDoc } from '@reshelf/domain';
import { usePagedQuery } from '../../lib/paged-query';

/** Open reports, newest first (admin; the rules allow it). */
export const useOpenReports = () => usePagedQuery<ReportDoc>(QUERIES.openReports());

/** The reports a person made, newest first (the rules allow only one's own). */
export const useMyReports = (uid: string) => usePagedQuery<ReportDoc>(QUERIES.myReports(uid));
