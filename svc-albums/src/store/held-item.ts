/** Enough of an item kept from another service's events to tell whether its source holds something newer. */
export interface HeldItem {
  revision: number;
  /** Deleted or removed: kept as a tombstone, final. */
  deleted: boolean;
  createdAt: Date;
}
