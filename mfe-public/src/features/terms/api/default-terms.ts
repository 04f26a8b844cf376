import type { TermsContent } from '@abialbum/web-kit';

const DEFAULT_TERMS_TEXT = `Welcome to Abi Social Album. These terms govern your use of the service.

1. ACCEPTANCE OF TERMS
By creating an account or using Abi Social Album you agree to these Terms and Conditions. If you do not agree, do not use the service.

2. USER ACCOUNTS
- You must be at least 13 years old to create an account.
- You are responsible for keeping your password safe and for everything done with your account.
- The information you give us must be accurate and kept up to date.

3. USER CONTENT
You keep ownership of the photos, videos and text you upload. By uploading you allow us to store and show them to the people you share them with.
- Only upload content you have the right to share.
- You are responsible for the content you upload and share.

4. PRIVACY
Your privacy matters to us. Private albums are visible only to you and the people you approve. We do not sell your personal data.

5. PROHIBITED ACTIVITIES
- Uploading illegal, harmful, hateful or sexually explicit content.
- Harassing, threatening or impersonating other people.
- Trying to get around security measures or access other users' accounts.
- Sending spam or using the service for unsolicited advertising.

6. INTELLECTUAL PROPERTY
The Abi Social Album name, logo and software belong to us. Do not copy or use them without permission. Respect the rights of other users in their content.

7. TERMINATION
We may suspend or block accounts and albums that break these terms. You may stop using the service and delete your album at any time.

8. DISCLAIMER
The service is provided "as is" without warranties of any kind. We work to keep it available and your content safe, but we cannot promise it will always be uninterrupted or error-free.

9. LIMITATION OF LIABILITY
To the extent the law allows, Abi Social Album is not liable for indirect or consequential losses, or for the loss of content, arising from your use of the service.

10. CHANGES TO TERMS
We may update these terms from time to time. The version and effective date at the top of this page show which terms apply. Continuing to use the service means you accept the updated terms.

11. CONTACT US
Questions about these terms? Write to us at contact@abialbum.com.`;

/** 'YYYY-MM-DD' of the visitor's own calendar, so "today" is their today. */
const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** SPEC "Terms page": the built-in text used when the terms cannot be fetched; version '1.0', effective today. */
export function defaultTerms(today = new Date()): TermsContent {
  return {
    title: 'Terms and Conditions',
    content: DEFAULT_TERMS_TEXT,
    version: '1.0',
    effectiveDate: localDate(today),
    updatedBy: null,
    updatedAt: null,
  };
}
