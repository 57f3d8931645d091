import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from '../../lib/i18n';

/** The rules refuse a conversation that is not the reader's, as they do one that does not exist. */
const refused = (error: unknown) => (error as { code?: unknown } | null)?.code === 'permission-denied';

function NotYours({ error }: FallbackProps) {
  const { t } = useTranslation();
  // Any other failure is the data region's to show, with its Try again.
  if (!refused(error)) throw error;
  return <Alert severity="info">{t('conversations.view.notFound')}</Alert>;
}

/** Says "not yours" where the rules refused the conversation, rather than "could not load". */
export function ConversationBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary FallbackComponent={NotYours}>{children}</ErrorBoundary>;
}
