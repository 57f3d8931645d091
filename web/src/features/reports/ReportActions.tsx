import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { Button, Stack } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { ReportTarget } from './ReportDialog';

const ReportDialog = lazy(() => import('./ReportDialog'));

interface ReportActionsProps {
  productId: string;
  productName: string;
  sellerUid: string;
  sellerName: string;
}

/** Report listing and Report seller, under a book; each opens the report dialog for its target. */
export function ReportActions({ productId, productName, sellerUid, sellerName }: ReportActionsProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<ReportTarget | null>(null);
  // The dialog gives focus back to the button that opened it when it closes.
  const open = (next: ReportTarget) => () => setTarget(next);
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          color="inherit"
          startIcon={<FlagOutlinedIcon />}
          onClick={open({ kind: 'product', id: productId, name: productName })}
          aria-label={t('reports.report.listingLabel', { name: productName })}
        >
          {t('reports.report.listing')}
        </Button>
        <Button
          size="small"
          color="inherit"
          startIcon={<FlagOutlinedIcon />}
          onClick={open({ kind: 'user', id: sellerUid, name: sellerName })}
          aria-label={t('reports.report.sellerLabel', { name: sellerName })}
        >
          {t('reports.report.seller')}
        </Button>
      </Stack>
      {target && (
        <Suspense fallback={null}>
          <ReportDialog target={target} onClose={() => setTarget(null)} />
        </Suspense>
      )}
    </>
  );
}
