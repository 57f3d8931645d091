import type { booking as en } from '../en/booking';

export const booking: typeof en = {
  order: {
    yourEmail: 'আপনার ইমেইল',
    itemName: 'বইয়ের নাম',
    price: 'দাম',
    meetingPlace: 'ঢাকায় দেখা করার জায়গা',
    meetingHint: 'যেখানে বিক্রেতার সঙ্গে দেখা করে নগদে দাম দেবেন; পরে ঠিক করে নিতেও পারেন।',
    phone: 'আপনার যাচাই করা ফোন',
    phoneHint: 'সময় ঠিক করতে বিক্রেতা এই নম্বরে আপনাকে ফোন করবেন।',
    cancel: 'বাতিল',
    submit: 'এখনই বুক করুন',
  },
};
