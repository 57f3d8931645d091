import { Chip, Link } from '@mui/material';
import type { ReportDoc } from '@reshelf/domain';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/DataRegion';
import { DataTable, type Column } from '../../components/DataTable';
import { LiveList } from '../../components/LiveRegion';
import { LoadMore } from '../../components/LoadMore';
import type { Row } from '../../lib/live-query';
import type { Paged } from '../../lib/paged-query';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';

function Outcome({ report }: { report: ReportDoc }) {
  const { t } = useTranslation();
  if (report.status === 'open' || !report.outcome) {
    return <Chip size="small" variant="outlined" label={t('reports.outcome.open')} />;
  }
  return (
    <Chip
      size="small"
      color={report.outcome === 'kept' ? 'default' : 'success'}
      label={t(`reports.outcome.${report.outcome}`)}
    />
  );
}

function Target({ report }: { report: Row<ReportDoc> }) {
  // A removed listing has no page to open.
  if (report.targetKind === 'product' && report.outcome !== 'removed') {
    return (
      <Link component={RouterLink} to={`/books/${report.targetId}`}>
        {report.targetName}
      </Link>
    );
  }
  return <>{report.targetName}</>;
}

const columnsFor = (t: TFunction, date: (at: number) => string): Column<Row<ReportDoc>>[] => [
  { label: t('reports.mine.column.target'), cell: (r) => <Target report={r} /> },
  { label: t('reports.mine.column.reason'), cell: (r) => t(`reports.reason.${r.reason}`) },
  { label: t('reports.mine.column.date'), cell: (r) => date(r.createdAt.toMillis()) },
  { label: t('reports.mine.column.outcome'), cell: (r) => <Outcome report={r} /> },
];

/** What the person reported, and what an admin decided on each (live: an outcome shows as it is made). */
export function MyReportsTable({ page }: { page: Paged<ReportDoc> }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  return (
    <LiveList
      live={page}
      what={t('reports.mine.what')}
      empty={<EmptyState title={t('reports.mine.emptyTitle')} hint={t('reports.mine.emptyHint')} />}
    >
      <DataTable label={t('reports.mine.label')} columns={columnsFor(t, date)} rows={page.rows} />
      <LoadMore page={page} what={t('reports.mine.loadMore')} />
    </LiveList>
  );
}
