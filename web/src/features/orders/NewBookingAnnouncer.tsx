import { useOpenBookings } from './new-bookings';

/** Toasts each booking of the seller's books that arrives while they are signed in, on any page. */
export default function NewBookingAnnouncer({ uid }: { uid: string }) {
  useOpenBookings(uid, { announce: true });
  return null;
}
