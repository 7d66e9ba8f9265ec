import { Link } from '@web/lib/link';
import { Footer } from '@web/components/footer';
import { usePageTitle } from '@web/lib/page-title';
import { LegalDocument, type LegalSection } from '../components/legal-document';

const CONTACT_EMAIL = 'privacy@crafti.example';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'introduction',
    heading: 'Introduction',
    body: (
      <>
        <p>
          Crafti (“Crafti”, “we”, “us”) runs an online marketplace where local artists and clients in the Philippines
          meet to commission, buy and sell art. This Privacy Policy explains what personal information we collect when
          you visit our website or use our services, why we collect it, who we share it with and the choices you have.
        </p>
        <p>
          We process personal information in line with the Data Privacy Act of 2012 (Republic Act No. 10173), its
          Implementing Rules and Regulations and the issuances of the National Privacy Commission. By using Crafti you
          acknowledge that you have read this policy.
        </p>
      </>
    ),
  },
  {
    id: 'information-collection-and-use',
    heading: 'Information Collection and Use',
    body: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>Account details: your name, email address, password and whether you join as a Client or an Artist.</li>
          <li>
            Profile details: photo, bio, location, art styles, mediums and techniques, budget range and portfolio.
          </li>
          <li>Identity documents an Artist submits when requesting verification.</li>
          <li>Content you post: artworks, job posts, proposals, community posts, reviews and messages.</li>
          <li>Order details: what you buy or commission, delivery information and the amounts paid in pesos.</li>
        </ul>
        <h3>Information we collect automatically</h3>
        <ul>
          <li>
            Technical data such as your device, browser, IP address and the pages you visit, kept in our service logs.
          </li>
          <li>Information stored in your browser that keeps you signed in and remembers your preferences.</li>
        </ul>
        <h3>How we use it</h3>
        <ul>
          <li>To create and run your account, and to show your profile and artworks to other users.</li>
          <li>To match artists and clients and to give personal recommendations based on reviews and activity.</li>
          <li>To process orders, payments and refunds, and to keep records the law requires.</li>
          <li>To verify artists, prevent fraud and abuse, and keep the platform secure.</li>
          <li>To send you notifications, service messages and, if you agree, news about Crafti.</li>
          <li>To understand how Crafti is used and to improve it.</li>
        </ul>
        <p>
          We rely on your consent, on the performance of our agreement with you, on our legal obligations and on our
          legitimate interests in running a safe marketplace, as the Data Privacy Act allows.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    heading: 'Sharing of Information',
    body: (
      <>
        <p>We do not sell your personal information. We share it only:</p>
        <ul>
          <li>
            With other users, as far as needed for a sale or commission (for example, your name and delivery details).
          </li>
          <li>With payment processors, who handle card and PayPal payments; we never store your full card number.</li>
          <li>
            With service providers that host our systems, send email and help us operate, under written agreements.
          </li>
          <li>With authorities, when the law, a court order or the protection of someone’s safety requires it.</li>
          <li>With a buyer or successor, if Crafti is involved in a merger or sale, subject to this policy.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <>
        <p>
          We protect your information with organisational, physical and technical measures: encryption in transit and at
          rest, strict access controls, secure password handling and regular review of our systems. Payments are
          processed over encrypted connections by specialised providers.
        </p>
        <p>
          No system is completely secure. If a personal data breach is likely to put you at risk, we will notify you and
          the National Privacy Commission as the law requires. Please keep your password private and tell us at once if
          you think your account has been misused.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    heading: 'How Long We Keep Information',
    body: (
      <p>
        We keep personal information for as long as your account is active and as long afterwards as we need it to
        settle disputes, enforce our terms and meet tax and accounting obligations. We then delete or anonymise it.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your Rights',
    body: (
      <>
        <p>Under the Data Privacy Act of 2012 (Republic Act No. 10173) you have the right:</p>
        <ul>
          <li>to be informed of how your personal information is processed;</li>
          <li>to access your personal information and receive a copy of it;</li>
          <li>to object to processing, including for direct marketing;</li>
          <li>to have inaccurate information corrected (rectification);</li>
          <li>to have information erased or blocked when it is no longer lawfully needed;</li>
          <li>to data portability, receiving your information in a commonly used electronic format;</li>
          <li>to claim damages for harm caused by unlawful processing; and</li>
          <li>to lodge a complaint with the National Privacy Commission.</li>
        </ul>
        <p>
          You can update most of your details yourself from your profile. For anything else, write to us at{' '}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. We may ask you to confirm your identity first, and we
          will answer within the period the law allows.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    body: (
      <p>
        Crafti is meant for people aged 18 and over. We do not knowingly collect information from minors; if you believe
        a minor has given us personal information, please contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy from time to time. We will post the new version on this page with a new “last updated”
        date and, when the changes are significant, tell you by email or in the app.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact Us',
    body: (
      <p>
        Questions about this policy or your personal information can be sent to our Data Protection Officer at{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. Please also read our{' '}
        <Link to="/terms-and-conditions">Terms and Conditions</Link>.
      </p>
    ),
  },
];

export function Component() {
  usePageTitle('Privacy Policy');
  return (
    <>
      <LegalDocument
        title="Privacy Policy"
        lastUpdated="1 November 2026"
        intro={
          <p>
            Your privacy matters to us. This policy describes how Crafti collects, uses, shares and protects your
            personal information, and the rights you have over it.
          </p>
        }
        sections={SECTIONS}
      />
      <Footer />
    </>
  );
}
