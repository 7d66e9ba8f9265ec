import { Link } from '@web/lib/link';
import { Footer } from '@web/components/footer';
import { usePageTitle } from '@web/lib/page-title';
import { LegalDocument, type LegalSection } from '../components/legal-document';

const CONTACT_EMAIL = 'legal@crafti.example';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    heading: 'Acceptance of These Terms',
    body: (
      <p>
        These Terms and Conditions (“Terms”) govern your use of the Crafti website and services. By creating an account
        or using Crafti you agree to these Terms and to our <Link to="/privacy-policy">Privacy Policy</Link>. If you do
        not agree, please do not use Crafti.
      </p>
    ),
  },
  {
    id: 'usage',
    heading: 'Using Crafti',
    body: (
      <>
        <p>
          You must be at least 18 years old and able to enter into a binding contract. You agree to give accurate
          information when you sign up, to keep it up to date and to keep your password secret. You are responsible for
          everything done through your account.
        </p>
        <p>You agree not to:</p>
        <ul>
          <li>post work you do not own or have no right to sell, or pass off someone else’s work as your own;</li>
          <li>post content that is unlawful, defamatory, obscene, hateful or that infringes anyone’s rights;</li>
          <li>
            harass other users, or take a transaction that started on Crafti off the platform to avoid its protections;
          </li>
          <li>interfere with the service, probe its security, or collect other users’ data without permission.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'payments',
    heading: 'Orders, Prices and Payments',
    body: (
      <p>
        Prices on Crafti are shown in Philippine pesos (₱). Payments are made by card or PayPal through our payment
        partners. A commission or purchase is an agreement between the client and the artist; Crafti provides the
        marketplace, the project tools and secure payment processing, and any service fee is shown to you before you
        pay.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    heading: 'Intellectual Property',
    body: (
      <p>
        The Crafti name, logo, design, software and the content we create are owned by Crafti or its licensors and are
        protected by the Intellectual Property Code of the Philippines (Republic Act No. 8293) and other laws. You may
        not copy, modify or distribute them without our written permission. Artists keep the copyright in their own
        work; buying an artwork does not transfer its copyright unless the artist agrees in writing.
      </p>
    ),
  },
  {
    id: 'user-content-licence',
    heading: 'Your Content Licence',
    body: (
      <p>
        You keep ownership of the content you upload. You grant Crafti a non-exclusive, royalty-free, worldwide licence
        to host, store, reproduce, display and adapt it (for example, resizing images) for as long as it is on Crafti,
        only to run, promote and improve the service. You confirm that you have the rights needed to grant this licence.
        The licence ends when you delete the content or your account, except for copies others have already legitimately
        obtained.
      </p>
    ),
  },
  {
    id: 'limitation-of-liability',
    heading: 'Limitation of Liability',
    body: (
      <>
        <p>
          Crafti is provided “as is”. To the extent the law allows, we are not liable for indirect or consequential
          loss, loss of profits or data, or for the acts, omissions, artworks or content of users. Our total liability
          to you for any claim is limited to the fees you paid to Crafti in the twelve months before the claim, or
          ₱5,000.00, whichever is higher.
        </p>
        <p>
          Nothing in these Terms limits liability that cannot be limited under Philippine law, such as liability for
          fraud or gross negligence.
        </p>
      </>
    ),
  },
  {
    id: 'indemnity',
    heading: 'Indemnity',
    body: (
      <p>
        You agree to indemnify and hold harmless Crafti, its officers and employees against any claim, loss or expense,
        including reasonable legal fees, arising from your content, your use of Crafti or your breach of these Terms.
      </p>
    ),
  },
  {
    id: 'breaches',
    heading: 'Breaches of These Terms',
    body: (
      <p>
        If you breach these Terms, we may remove your content, suspend or close your account, withhold payouts linked to
        the breach while we investigate, report the matter to the authorities, and take any other action the law allows.
      </p>
    ),
  },
  {
    id: 'variation',
    heading: 'Variation',
    body: (
      <p>
        We may revise these Terms from time to time. The revised Terms apply from the date they are posted on this page;
        when changes are significant we will tell you in advance by email or in the app. Continuing to use Crafti means
        you accept the revised Terms.
      </p>
    ),
  },
  {
    id: 'assignment',
    heading: 'Assignment',
    body: (
      <p>
        We may transfer or subcontract our rights and obligations under these Terms without your consent, provided your
        rights are not reduced. You may not transfer yours without our written consent.
      </p>
    ),
  },
  {
    id: 'severability',
    heading: 'Severability',
    body: (
      <p>
        If a court finds any provision of these Terms unlawful or unenforceable, that provision is removed or limited to
        the minimum extent necessary, and the rest of the Terms remain in force.
      </p>
    ),
  },
  {
    id: 'entire-agreement',
    heading: 'Entire Agreement',
    body: (
      <p>
        These Terms, together with our Privacy Policy, are the entire agreement between you and Crafti about your use of
        the service and replace any earlier agreements on the same subject.
      </p>
    ),
  },
  {
    id: 'governing-law',
    heading: 'Governing Law and Jurisdiction',
    body: (
      <p>
        These Terms are governed by the laws of the Republic of the Philippines. Any dispute will be brought exclusively
        before the proper courts of the Philippines, without prejudice to any mandatory rights you have as a consumer.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact Us',
    body: (
      <p>
        Questions about these Terms can be sent to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    ),
  },
];

export function Component() {
  usePageTitle('Terms and Conditions');
  return (
    <>
      <LegalDocument
        title="Terms and Conditions"
        lastUpdated="1 November 2026"
        intro={
          <p>
            Please read these Terms carefully before using Crafti. They set out your rights and obligations, and ours,
            when you browse, buy, sell or commission art on our platform.
          </p>
        }
        sections={SECTIONS}
      />
      <Footer />
    </>
  );
}
