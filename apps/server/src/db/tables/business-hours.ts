/** An away message sent (migration 0065): one per customer and closed period. */
export type AwayReplyTable = {
  customer_id: number;
  /** The ISO instant of the opening that ends the closed period ('none' with no opening ahead). */
  period: string;
  sent_at: string;
};
