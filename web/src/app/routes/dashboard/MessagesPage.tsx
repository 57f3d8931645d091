import { PAGES } from '@reshelf/domain';
import { ConversationList } from '../../../features/conversations/ConversationList';
import { useMyConversations } from '../../../features/conversations/conversation-data';
import { useTranslation } from '../../../lib/i18n';
import { usePageMeta } from '../use-page-meta';
import { DashboardPage } from './DashboardPage';
import { SignedInRegion } from '../../guards/SignedInRegion';

function Conversations({ uid }: { uid: string }) {
  return <ConversationList page={useMyConversations(uid)} uid={uid} />;
}

export default function MessagesPage() {
  usePageMeta(PAGES.messages);
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('conversations.list.title')} intro={t('conversations.list.intro')}>
      <SignedInRegion loadingLabel={t('conversations.list.loading')}>
        {({ uid }) => <Conversations uid={uid} />}
      </SignedInRegion>
    </DashboardPage>
  );
}
