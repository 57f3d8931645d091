import { Box, Button, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { reportTargetIdFor, type ReportDoc } from '@reshelf/domain';
import { useRef, type RefObject } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmButton } from '../../components/ConfirmButton';
import { EmptyState } from '../../components/DataRegion';
import { LiveList } from '../../components/LiveRegion';
import { LoadMore } from '../../components/LoadMore';
import type { Row } from '../../lib/live-query';
import type { Paged } from '../../lib/paged-query';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { useDecideReport } from './decide-report';

/** The open reports of one listing or person, newest first. */
interface Group {
  key: string;
  reports: Row<ReportDoc>[];
}

/** Reports grouped by target, in the order of each target's newest report. */
export function groupByTarget(rows: Row<ReportDoc>[]): Group[] {
  const groups = new Map<string, Row<ReportDoc>[]>();
  for (const row of rows) {
    const key = reportTargetIdFor(row.targetKind, row.targetId);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups].map(([key, reports]) => ({ key, reports }));
}

/** Keep, Remove listing (a listing only) and Suspend account, for every open report of the target. */
function Decisions({ report, count, done }: { report: Row<ReportDoc>; count: number; done: () => void }) {
  const { t } = useTranslation();
  const keep = useDecideReport();
  const remove = useDecideReport();
  const suspend = useDecideReport();
  const busy = keep.pending || remove.pending || suspend.pending;
  const name = report.targetName;
  const owner = report.targetOwnerName;
  const decide = async (action: typeof keep, kind: 'keep' | 'remove' | 'suspend') => {
    const outcome = await action.run(report._id, kind);
    if (!(outcome instanceof Error)) done();
    return outcome;
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="outlined"
        loading={keep.pending}
        disabled={busy}
        onClick={() => decide(keep, 'keep')}
        aria-label={t('reports.admin.keepLabel', { name })}
      >
        {t('reports.admin.keep')}
      </Button>
      {report.targetKind === 'product' && (
        <ConfirmButton
          aria-label={t('reports.admin.removeLabel', { name })}
          title={t('reports.admin.removeTitle', { name })}
          message={t('reports.admin.removeMessage', { n: count })}
          onConfirm={() => decide(remove, 'remove')}
          pending={remove.pending}
          disabled={busy}
        >
          {t('reports.admin.remove')}
        </ConfirmButton>
      )}
      <ConfirmButton
        aria-label={t('reports.admin.suspendLabel', { name: owner })}
        title={t('reports.admin.suspendTitle', { name: owner })}
        message={t('reports.admin.suspendMessage')}
        onConfirm={() => decide(suspend, 'suspend')}
        pending={suspend.pending}
        disabled={busy}
      >
        {t('reports.admin.suspend')}
      </ConfirmButton>
    </Stack>
  );
}

function ReportGroup({ group, done }: { group: Group; done: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const first = group.reports[0]!;
  const headingId = `report-group-${group.key}`;
  const product = first.targetKind === 'product';
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip size="small" label={t(product ? 'reports.admin.listing' : 'reports.admin.person')} />
            <Chip
              size="small"
              color="error"
              variant="outlined"
              label={t('reports.admin.count', { n: f.count(group.reports.length) })}
            />
          </Stack>
          <Typography id={headingId} variant="h6" component="h2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {product ? (
              <Link component={RouterLink} to={`/books/${first.targetId}`}>
                {first.targetName}
              </Link>
            ) : (
              first.targetName
            )}
          </Typography>
          {product && (
            <Typography variant="body2" color="text.secondary">
              {t('reports.admin.seller', { name: first.targetOwnerName })}
            </Typography>
          )}
        </Box>
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
          {group.reports.map((r) => (
            <li key={r._id}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t(`reports.reason.${r.reason}`)}
                {' · '}
                <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                  {t('reports.admin.reportedOn', { date: f.date(r.createdAt.toMillis()) })}
                </Box>
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {r.text || t('reports.admin.noText')}
              </Typography>
            </li>
          ))}
        </Box>
        <Decisions report={first} count={group.reports.length} done={done} />
      </Stack>
    </Paper>
  );
}

/**
 * The admin's open reports, grouped by the listing or person they name, each group with its
 * decisions. A decided group leaves the live list; focus goes to the list, not to the page's top.
 */
export function OpenReports({ page }: { page: Paged<ReportDoc> }) {
  const { t } = useTranslation();
  const list: RefObject<HTMLUListElement | null> = useRef(null);
  return (
    <LiveList
      live={page}
      what={t('reports.admin.what')}
      empty={<EmptyState title={t('reports.admin.emptyTitle')} hint={t('reports.admin.emptyHint')} />}
    >
      <Stack
        component="ul"
        ref={list}
        tabIndex={-1}
        aria-label={t('routes.dashboard.reports.title')}
        spacing={2}
        sx={{ listStyle: 'none', m: 0, p: 0, outline: 'none' }}
      >
        {groupByTarget(page.rows).map((group) => (
          <ReportGroup key={group.key} group={group} done={() => list.current?.focus()} />
        ))}
      </Stack>
      <LoadMore page={page} what={t('reports.admin.what')} />
    </LiveList>
  );
}
