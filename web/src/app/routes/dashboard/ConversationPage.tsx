import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Stack } from '@mui/material';
import { PAGES } from '@reshelf/domain';
import { Link, useParams } from 'react-router-dom';
import { ConversationBoundary } from '../../../features/conversations/ConversationBoundary';
import { ConversationView, useConversationItem } from '../../../features/conversations/ConversationView';
import { MESSAGES_PATH } from '../../../features/conversations/paths';
import { useTranslation } from '../../../lib/i18n';
import { usePageMeta } from '../use-page-meta';
import { DashboardPage } from './DashboardPage';
import { SignedInRegion } from '../../guards/SignedInRegion';

function Conversation({ orderId, uid }: { orderId: string; uid: string }) {
  const { t } = useTranslation();
  const item = useConversationItem(orderId);
  return (
    <DashboardPage title={item ? t('conversations.view.title', { item }) : t('conversations.view.titleLoading')}>
      <ConversationView orderId={orderId} uid={uid} />
    </DashboardPage>
  );
}

export default function ConversationPage() {
  usePageMeta(PAGES.conversation);
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  return (
    <Stack spacing={2} sx={{ maxWidth: 800 }}>
      <Button component={Link} to={MESSAGES_PATH} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
        {t('conversations.view.back')}
      </Button>
      <SignedInRegion key={orderId} loadingLabel={t('conversations.view.loading')}>
        {({ uid }) => (
          <ConversationBoundary>
            <Conversation orderId={orderId} uid={uid} />
          </ConversationBoundary>
        )}
      </SignedInRegion>
    </Stack>
  );
}
