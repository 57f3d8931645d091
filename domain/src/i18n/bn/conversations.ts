// An order's conversation in Bangla, key for key the English section.
import { CONVERSATION_DAYS_AFTER_END } from '../../constants';
import { formatCount } from '../../format';
import type { Catalogue } from '../en';

export const conversations: Catalogue['conversations'] = {
  open: {
    column: 'বার্তা',
    button: 'বার্তা',
    label: '{{item}} নিয়ে বার্তা',
    labelUnread: '{{item}} নিয়ে বার্তা, {{n}}টি না-পড়া',
  },
  menuUnread: '{{label}}, {{n}}টি না-পড়া',
  list: {
    title: 'বার্তা',
    intro: 'প্রতিটি অর্ডারের অন্য পক্ষের সঙ্গে আপনার কথোপকথন, নতুনগুলো আগে।',
    loading: 'আপনার কথোপকথন লোড হচ্ছে',
    what: 'আপনার কথোপকথন',
    label: 'আপনার কথোপকথন',
    emptyTitle: 'এখনো কোনো কথোপকথন নেই',
    emptyHint: 'বই নিয়ে বিক্রেতা বা ক্রেতাকে কিছু জিজ্ঞেস করতে কোনো অর্ডারের "বার্তা" খুলুন।',
    loadMore: 'আরও কথোপকথন লোড করুন',
    about: '{{item}}',
    with: '{{name}}-এর সঙ্গে',
    you: 'আপনি: {{text}}',
    unread: '{{n}}টি না-পড়া',
    rowLabel: '{{item}} নিয়ে {{name}}-এর সঙ্গে কথোপকথন',
    rowLabelUnread: '{{item}} নিয়ে {{name}}-এর সঙ্গে কথোপকথন, {{n}}টি না-পড়া',
  },
  view: {
    title: '“{{item}}” নিয়ে বার্তা',
    titleLoading: 'বার্তা',
    with: '{{name}}-এর সঙ্গে',
    between: '{{buyer}} (ক্রেতা) ও {{seller}} (বিক্রেতা)-এর মধ্যে',
    back: 'সব বার্তা',
    loading: 'বার্তা লোড হচ্ছে',
    what: 'বার্তাগুলো',
    log: 'বার্তা',
    loadEarlier: 'আগের বার্তা লোড করুন',
    empty: 'এখনো কোনো বার্তা নেই। বইটি নিয়ে জিজ্ঞেস করুন, বা কোথায় ও কখন দেখা করবেন ঠিক করুন।',
    you: 'আপনি',
    sentBy: '{{name}}, {{at}}',
    field: 'আপনার বার্তা',
    count: '{{n}} / {{max}}',
    send: 'পাঠান',
    closed: `এই কথোপকথন বন্ধ: অর্ডার শেষ হওয়ার ${formatCount(CONVERSATION_DAYS_AFTER_END, 'bn')} দিন পর পর্যন্ত বার্তা পাঠানো যায়।`,
    notFound: 'এখানে কোনো কথোপকথন নেই, অথবা এটি আপনার নয়।',
  },
};
