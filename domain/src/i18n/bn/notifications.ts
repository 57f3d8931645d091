// The notification bell in Bangla, key for key the English section.
import type { Catalogue } from '../en';

export const notifications: Catalogue['notifications'] = {
  bell: 'নোটিফিকেশন',
  bellUnread: 'নোটিফিকেশন, {{n}}টি পড়া হয়নি',
  title: 'নোটিফিকেশন',
  what: 'নোটিফিকেশন',
  loading: 'নোটিফিকেশন লোড হচ্ছে',
  markAll: 'সব পড়া হয়েছে চিহ্নিত করুন',
  allRead: 'সব নোটিফিকেশন পড়া হয়েছে বলে চিহ্নিত হলো',
  unread: 'পড়া হয়নি',
  empty: 'এখনো কোনো নোটিফিকেশন নেই',
  emptyHint: 'আপনার বুকিং, অর্ডার আর রিপোর্টের খবর এখানে দেখাবে।',
  close: 'নোটিফিকেশন বন্ধ করুন',
  text: {
    booked: '{{name}} “{{book}}” বুক করেছেন',
    cancelled: '“{{book}}”-এর বুকিং বাতিল হয়েছে',
    cancelledByBuyer: '{{name}} “{{book}}”-এর বুকিং বাতিল করেছেন',
    declined: '{{name}} আপনার “{{book}}”-এর বুকিং নাকচ করেছেন',
    notPaid: '{{name}} বলছেন “{{book}}”-এর টাকা তাঁর কাছে পৌঁছায়নি',
    paid: '{{name}} বলছেন তিনি “{{book}}”-এর টাকা দিয়েছেন: টাকা পেলে নিশ্চিত করুন',
    sold: '“{{book}}” বিক্রি হয়েছে: লেনদেন সম্পূর্ণ',
    expired: '“{{book}}”-এর বুকিংয়ের মেয়াদ শেষ: সময়মতো কেউ এগোয়নি',
    message: '“{{book}}” নিয়ে {{name}}-এর কাছ থেকে নতুন বার্তা',
    review: '“{{book}}”-এর পর আপনাকে নিয়ে {{name}}-এর রিভিউ প্রকাশিত হয়েছে',
    reportDecided: '“{{name}}” নিয়ে আপনার রিপোর্টের সিদ্ধান্ত হয়েছে: {{outcome}}',
    searchMatched: 'আপনার সংরক্ষিত খোঁজের সঙ্গে একটি নতুন বই মিলেছে: “{{book}}”',
  },
};
