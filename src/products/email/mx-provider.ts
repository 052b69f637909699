/**
 * `domain_mx_provider`: the mail provider behind a domain's MX hosts. Known providers by host suffix;
 * otherwise the registrable domain of the preferred MX host (e.g. `mail.example.org` -> `example.org`).
 */
import { getDomain } from 'tldts';

const PROVIDERS: readonly (readonly [suffix: string, name: string])[] = [
  ['google.com', 'Google'], ['googlemail.com', 'Google'], ['smtp.goog', 'Google'],
  ['mail.protection.outlook.com', 'Microsoft'], ['outlook.com', 'Microsoft'], ['hotmail.com', 'Microsoft'],
  ['yahoodns.net', 'Yahoo'], ['icloud.com', 'Apple'], ['me.com', 'Apple'], ['messagingengine.com', 'Fastmail'],
  ['protonmail.ch', 'Proton'], ['zoho.com', 'Zoho'], ['zoho.eu', 'Zoho'], ['zohomail.com', 'Zoho'],
  ['yandex.net', 'Yandex'], ['yandex.ru', 'Yandex'], ['mail.ru', 'Mail.ru'], ['gmx.net', 'GMX'], ['web.de', 'WEB.DE'],
  ['pphosted.com', 'Proofpoint'], ['ppe-hosted.com', 'Proofpoint'], ['mimecast.com', 'Mimecast'],
  ['barracudanetworks.com', 'Barracuda'], ['secureserver.net', 'GoDaddy'], ['amazonaws.com', 'Amazon SES'],
  ['mailgun.org', 'Mailgun'], ['sendgrid.net', 'SendGrid'], ['ovh.net', 'OVHcloud'], ['hostinger.com', 'Hostinger'],
  ['tutanota.de', 'Tuta'], ['qq.com', 'Tencent'], ['163.com', 'NetEase'], ['naver.com', 'Naver'],
  ['aol.com', 'Yahoo'], ['mailbox.org', 'mailbox.org'], ['posteo.de', 'Posteo'], ['improvmx.com', 'ImprovMX'],
  ['forwardemail.net', 'Forward Email'], ['emailsrvr.com', 'Rackspace'], ['ionos.com', 'IONOS'], ['kundenserver.de', 'IONOS'],
];

export function mxProvider(mxHosts: readonly string[]): string | null {
  const first = mxHosts.find((h) => h !== '');
  if (!first) return null;
  const host = first.toLowerCase().replace(/\.$/, '');
  for (const [suffix, name] of PROVIDERS) if (host === suffix || host.endsWith(`.${suffix}`)) return name;
  return getDomain(host) ?? host;
}
