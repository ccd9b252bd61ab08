import { Card, Flex, Heading, Link as ThemeLink, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  WEBSITE_URL,
} from '../../../config/brand';
import type { MessageId } from '../../../i18n/messages';
import { GlobeIcon } from '../../../ui/icons';
import {
  ClockIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
} from '../../../ui/feature-icons';

type Detail = { icon: ReactNode; label: MessageId; value: ReactNode };

function DetailList({ details }: { details: Detail[] }) {
  return (
    <dl className="contact-details">
      {details.map((detail) => (
        <div key={detail.label}>
          <dt>
            <span className="feature-icon" aria-hidden="true">
              {detail.icon}
            </span>
            <Text size="2" weight="bold">
              <FormattedMessage id={detail.label} />
            </Text>
          </dt>
          <dd>
            <Text size="2" color="gray">
              {detail.value}
            </Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** E-mail, phone, postal address and website. */
export function ContactInfoCard() {
  const details: Detail[] = [
    {
      icon: <MailIcon width="18" height="18" />,
      label: 'contact.info.email',
      value: (
        <ThemeLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</ThemeLink>
      ),
    },
    {
      icon: <PhoneIcon width="18" height="18" />,
      label: 'contact.info.phone',
      value: (
        <ThemeLink href={`tel:${SUPPORT_PHONE.dial}`}>
          {SUPPORT_PHONE.display}
        </ThemeLink>
      ),
    },
    {
      icon: <MapPinIcon width="18" height="18" />,
      label: 'contact.info.address',
      value: <FormattedMessage id="contact.info.addressValue" />,
    },
    {
      icon: <GlobeIcon width="18" height="18" />,
      label: 'contact.info.website',
      value: (
        <ThemeLink href={WEBSITE_URL}>{new URL(WEBSITE_URL).host}</ThemeLink>
      ),
    },
  ];
  return (
    <Card size="3" asChild>
      <section aria-labelledby="contact-info-title" data-testid="contact-info">
        <Heading as="h2" size="4" mb="4" id="contact-info-title">
          <FormattedMessage id="contact.info.title" />
        </Heading>
        <DetailList details={details} />
      </section>
    </Card>
  );
}

const HOURS: { days: MessageId; time: MessageId }[] = [
  { days: 'contact.hours.weekdays', time: 'contact.hours.weekdaysTime' },
  { days: 'contact.hours.weekend', time: 'contact.hours.weekendTime' },
];

/** When the team answers, in Pacific time. */
export function BusinessHoursCard() {
  return (
    <Card size="3" asChild>
      <section
        aria-labelledby="contact-hours-title"
        data-testid="contact-hours"
      >
        <Flex align="center" gap="3" mb="4">
          <span className="feature-icon" aria-hidden="true">
            <ClockIcon width="18" height="18" />
          </span>
          <Heading as="h2" size="4" id="contact-hours-title">
            <FormattedMessage id="contact.hours.title" />
          </Heading>
        </Flex>
        <dl className="contact-hours">
          {HOURS.map((row) => (
            <div key={row.days}>
              <dt>
                <Text size="2">
                  <FormattedMessage id={row.days} />
                </Text>
              </dt>
              <dd>
                <Text size="2" weight="bold">
                  <FormattedMessage id={row.time} />
                </Text>
              </dd>
            </div>
          ))}
        </dl>
        <Text as="p" size="1" color="gray" mt="3">
          <FormattedMessage id="contact.hours.timezone" />
        </Text>
      </section>
    </Card>
  );
}
