import type { terms as en } from '../en/terms';

export const terms: typeof en = {
  meetingLocation: 'ঢাকা',
  deletedAccount: 'মুছে ফেলা অ্যাকাউন্ট',
  category: {
    horror: 'হরর',
    'action-adventure': 'অ্যাকশন ও অ্যাডভেঞ্চার',
    'historical-fiction': 'ঐতিহাসিক উপন্যাস',
  },
  condition: { Good: 'ভালো', Excellent: 'চমৎকার', Fair: 'মোটামুটি' },
  accountType: { Buyer: 'ক্রেতা', Seller: 'বিক্রেতা' },
  productStatus: { Available: 'পাওয়া যাচ্ছে', Booked: 'বুক করা', Sold: 'বিক্রি হয়েছে', Hidden: 'লুকানো' },
  servicePromise: {
    'Fast delivery': 'দ্রুত ডেলিভারি',
    'Open discount': 'খোলা ছাড়',
    Quality: 'মান',
    '24/7 support': '২৪/৭ সহায়তা',
  },
  stat: { Books: 'বই', Members: 'সদস্য', 'Happy users': 'সন্তুষ্ট ব্যবহারকারী' },
  seedPostedMonth: 'ডিসেম্বর ২০২২',
};
