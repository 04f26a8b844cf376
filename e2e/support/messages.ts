/** More texts a user reads (SPEC section 8 and the screens of sections 2 and 4), for the later journeys. */
export const MESSAGES = {
  joinRequestSent: 'Join request sent successfully!',
  joinRequestApproved: 'Join request approved successfully!',
  joinRequestRejected: 'Join request rejected',
  mediaApproved: 'Media approved successfully!',
  addedToHighlights: 'Media added to highlights!',
  /** The member's upload toast: SPEC 'Successfully uploaded N files', then why they are not shown yet. */
  uploadedPending: (n: number) => `Successfully uploaded ${n} files. They are pending approval from the album owner.`,
  aboutUpdated: 'About page updated successfully',
  albumBlocked: 'Album blocked successfully',
  albumUnblocked: 'Album unblocked successfully',
  noSearchResults: 'No results found',
} as const;
