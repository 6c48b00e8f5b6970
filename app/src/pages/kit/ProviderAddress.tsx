import { Link, Stack, Text } from '@site/ui';
import { useLang } from '../../i18n/useLang';
import { contactLinks, countryName, siteConfig } from '../../site-config';

/**
 * Who runs the site, as the legal notice and the privacy notice name it: company, postal address, representatives
 * and how to reach them, all from the site settings.
 */
export function ProviderAddress({
  representedBy,
  phoneLabel,
  emailLabel,
}: {
  representedBy: string;
  phoneLabel: string;
  emailLabel: string;
}) {
  const lang = useLang();
  const { address, legal } = siteConfig;
  return (
    <Stack gap="2">
      <Text as="address">
        {legal.company}
        <br />
        {address.street}
        <br />
        {address.postalCode} {address.city}
        <br />
        {countryName(lang)}
      </Text>
      <Text>{representedBy}</Text>
      <Text>
        {phoneLabel}: <Link href={contactLinks.phone}>{siteConfig.phone}</Link>
        <br />
        {emailLabel}: <Link href={contactLinks.email}>{siteConfig.email}</Link>
      </Text>
    </Stack>
  );
}
