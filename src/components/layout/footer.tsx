import { INTERFACE_TEXTS } from '@/config/interface';
import { footerColumns, legalLinks } from '@/config/navigation';
import { formatAddress, site, telHref, type Office } from '@/config/site';
import { SocialIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import { readCopy } from '@/lib/site-copy';
import styles from './footer.module.css';

function OfficeCard({ office }: { office: Office }) {
  return (
    <div className={styles.office} data-testid="footer-office">
      <h3 className={styles.officeLabel}>{office.label}</h3>
      <address className={styles.address}>
        {office.company}
        <br />
        {formatAddress(office)}
        <br />
        <a href={telHref(office.phoneE164)}>{office.phone}</a>
      </address>
    </div>
  );
}

export function Footer() {
  const { headquarters, canada } = site.offices;
  const copy = readCopy('footer');
  return (
    <footer className={`on-dark ${styles.footer}`}>
      <div className={styles.inner}>
        <div className={styles.brandRow}>
          <SiteLink href="/" className={styles.brand}>
            {/* eslint-disable-next-line @next/next/no-img-element -- an SVG logo needs no optimisation */}
            <img src={site.logo.src} alt={site.logo.alt} width={site.logo.width} height={site.logo.height} loading="lazy" />
          </SiteLink>
          <ul className={styles.socials} aria-label={copy.socialsLabel}>
            {site.socials.map((social) => (
              <li key={social.icon}>
                <a href={social.link} target="_blank" rel="noopener noreferrer" className={styles.social}>
                  <SocialIcon network={social.icon} />
                  <span className="visually-hidden">{`${social.alt}${INTERFACE_TEXTS.newTab}`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label={INTERFACE_TEXTS.footerLandmark} className={styles.columns}>
          {footerColumns.map((column) => (
            <div key={column.heading} className={styles.column}>
              <h2 className={styles.heading}>{column.heading}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.name}>
                    <SiteLink href={link.url} external={link.external}>
                      {link.name}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <section className={styles.offices} aria-labelledby="footer-offices">
          <h2 id="footer-offices" className={styles.heading}>
            {copy.officesHeading}
          </h2>
          <div className={styles.officeGrid}>
            <OfficeCard office={headquarters} />
            <OfficeCard office={canada} />
            <div className={styles.office}>
              <h3 className={styles.officeLabel}>{copy.generalContact}</h3>
              <p className={styles.address}>
                <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
              </p>
            </div>
          </div>
        </section>

        <div className={styles.bottom}>
          <p>
            © {site.copyrightYear} {site.legalName} {copy.rights}
          </p>
          <ul className={styles.legal}>
            {legalLinks.map((link) => (
              <li key={link.url}>
                <SiteLink href={link.url}>{link.name}</SiteLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
