/** A waiting chat offered to one staff member (migration 0066, 'offer' mode). */
export type ChatOfferTable = {
  customer_id: number;
  staff_id: number;
  offered_at: string;
};
