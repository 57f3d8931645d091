import { PAGES } from '@reshelf/domain';
import { DataRegion } from '../../../components/DataRegion';
import { ConversationList } from '../../../features/conversations/ConversationList';
import { useMyConversations } from '../../../features/conversations/conversation-data';
import { useTranslation } from '../../../lib/i18n';
import { usePageMeta } from '../use-page-meta';
import { DashboardPage } from './DashboardPage';
import { useSignedInUser } from './use-signed-in-user';

function Conversations({ uid }: { uid: string }) {
  return <ConversationList page={useMyConversations(uid)} uid={uid} />;
}

export default function MessagesPage() {
  usePageMeta(PAGES.messages);
  const { t } = useTranslation();
  const { uid } = useSignedInUser();
  return (
    <DashboardPage title={t('conversations.list.title')} intro={t('conversations.list.intro')}>
      <DataRegion key={uid} loadingLabel={t('conversations.list.loading')}>
        <Conversations uid={uid} />
      </DataRegion>
    </DashboardPage>
  );
}
