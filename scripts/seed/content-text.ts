import type { AboutUpdate, TermsUpdate } from '@abialbum/contracts';

/** The About page as an admin would write it in Content Management. */
export const about: AboutUpdate = {
  title: 'About Abi Social Album',
  content:
    'Abi Social Album is a home for the pictures and videos that matter to you and the people you share them with.\n\n' +
    'Create one album, organise it into sections, invite friends and family to contribute, and decide what the world may see. ' +
    'Followers discover public albums through search and the Top Followed list; private albums stay between you and your members.',
  mission: 'To give every family, traveller and community a calm, private-by-choice place to keep and share their memories.',
  vision: 'A web where your photos belong to you: easy to share, easy to find, and never sold to anyone.',
  features: [
    { icon: '📷', title: 'Photo and video storage', description: 'Upload pictures and videos in batches; we make fast previews for every screen.' },
    { icon: '🔗', title: 'Easy sharing', description: 'Share a single section with a link, or open your whole album to followers.' },
    { icon: '🔒', title: 'Privacy first', description: 'Private albums, member approval and location data removed from every preview.' },
    { icon: '🤝', title: 'Albums together', description: 'Approved members add their own pictures; you approve what appears.' },
  ],
};

const TERMS = `Welcome to Abi Social Album. Please read these terms carefully before using the service.

1. ACCEPTANCE OF TERMS
By creating an account or using Abi Social Album you agree to these Terms and Conditions. If you do not agree, do not use the service.

2. USER ACCOUNTS
- You must be at least 13 years old to create an account.
- You are responsible for keeping your password secret and for everything done with your account.
- Tell us at once if you suspect someone else is using your account.

3. USER CONTENT
- You keep the rights to the photos, videos and text you upload.
- You give us the permission needed to store, resize and show your content to the people you share it with.
- Only upload content you own or have permission to share.

4. PRIVACY
We handle your personal data as described in our privacy notice. Location data is removed from the previews we show.

5. PROHIBITED ACTIVITIES
- Uploading illegal, hateful or sexually explicit content.
- Harassing, impersonating or spamming other users.
- Trying to break, overload or get around the security of the service.

6. INTELLECTUAL PROPERTY
The Abi Social Album name, logo and software belong to us. Respect the copyright of other users' albums.

7. TERMINATION
We may block accounts or albums that break these terms. You may delete your album at any time.

8. DISCLAIMER OF WARRANTIES
The service is provided "as is", without warranties of any kind.

9. LIMITATION OF LIABILITY
To the extent the law allows, we are not liable for indirect or consequential losses, or for lost content.

10. CHANGES TO THESE TERMS
We may update these terms. We will show the new version and its effective date on this page.

11. CONTACT
Questions about these terms: support@abialbum.test.`;

export const terms: TermsUpdate = {
  title: 'Terms and Conditions',
  content: TERMS,
  effectiveDate: '2025-01-01',
  version: '1.1',
};
