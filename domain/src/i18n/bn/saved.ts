// Saved books and saved searches in Bangla, key for key the English section.
import { formatCount } from '../../format';
import { MAX_SAVED_SEARCHES } from '../../constants';
import type { Catalogue } from '../en';

export const saved: Catalogue['saved'] = {
  heart: {
    save: '{{name}} সংরক্ষণ করুন',
    remove: '{{name}} সংরক্ষিত তালিকা থেকে সরান',
  },
  toast: {
    saved: 'সংরক্ষিত হয়েছে: "সংরক্ষিত" পাতায় পাবেন',
    removed: 'সংরক্ষিত তালিকা থেকে সরানো হয়েছে',
    searchSaved: 'খোঁজ সংরক্ষিত হয়েছে: মিলে যায় এমন বই এলে নোটিফিকেশন পাবেন',
    searchDeleted: 'সংরক্ষিত খোঁজ মুছে ফেলা হয়েছে',
  },
  error: {
    wordsTooLong: 'সর্বোচ্চ ২০০ অক্ষর লিখুন',
    tooManyWords: 'সর্বোচ্চ ৮টি শব্দ লিখুন',
    tooBroad: 'একটি শব্দ বা একটি বিভাগ যোগ করুন: সব কিছুর খোঁজ প্রতিটি নতুন বইয়ের সাথে মিলে যেত',
    tooManySearches: `আপনার ইতিমধ্যে ${formatCount(MAX_SAVED_SEARCHES, 'bn')}টি সংরক্ষিত খোঁজ আছে: আগে "সংরক্ষিত" পাতায় একটি মুছুন`,
  },
  saveSearch: {
    button: 'এই খোঁজ সংরক্ষণ করুন',
    label: '{{text}}-এর খোঁজ সংরক্ষণ করুন',
    done: 'খোঁজ সংরক্ষিত',
  },
  books: {
    title: 'সংরক্ষিত বই',
    what: 'আপনার সংরক্ষিত বই',
    label: 'আপনার সংরক্ষিত বই',
    emptyTitle: 'এখনো কোনো বই সংরক্ষণ করেননি',
    emptyHint: 'কোনো বইয়ের হার্টে চাপ দিন, বইটি এখানে থাকবে।',
    loadMore: 'আরও সংরক্ষিত বই',
    remove: 'সরান',
    removeLabel: '{{name}} সংরক্ষিত তালিকা থেকে সরান',
    state: {
      Available: 'পাওয়া যাচ্ছে',
      Booked: 'কেউ বুক করেছেন',
      Sold: 'বিক্রি হয়ে গেছে',
      Hidden: 'আপাতত তাকের বাইরে',
      gone: 'আর তালিকায় নেই',
    },
  },
  searches: {
    title: 'সংরক্ষিত খোঁজ',
    what: 'আপনার সংরক্ষিত খোঁজ',
    label: 'আপনার সংরক্ষিত খোঁজ',
    emptyTitle: 'এখনো কোনো খোঁজ সংরক্ষণ করেননি',
    emptyHint: 'কোনো বই খুঁজুন, তারপর "এই খোঁজ সংরক্ষণ করুন" চাপুন: মিলে যায় এমন নতুন বই এলে নোটিফিকেশন পাবেন।',
    loadMore: 'আরও সংরক্ষিত খোঁজ',
    count: '{{max}}টির মধ্যে {{n}}টি সংরক্ষিত খোঁজ',
    anyWords: 'যেকোনো নাম',
    category: '{{name}} বিভাগে',
    from: '{{min}} থেকে',
    upTo: '{{max}} পর্যন্ত',
    between: '{{min}} থেকে {{max}}',
    open: 'খুঁজুন',
    openLabel: '{{terms}} আবার খুঁজুন',
    delete: 'মুছুন',
    deleteLabel: 'সংরক্ষিত খোঁজ {{terms}} মুছুন',
  },
  page: {
    title: 'সংরক্ষিত',
    intro: 'আপনার সংরক্ষিত বই, এখন যে অবস্থায় আছে, আর যে খোঁজগুলো মিলে যায় এমন নতুন বই এলে আপনাকে জানায়।',
    loadingBooks: 'আপনার সংরক্ষিত বই আসছে',
    loadingSearches: 'আপনার সংরক্ষিত খোঁজ আসছে',
  },
};
