import { Button, Card, Flex, Heading, Text, TextArea } from '@radix-ui/themes';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDraft } from '../../../shared/drafts';
import { useToast } from '../../../shared/toasts/use-toast';
import { mutationErrorText } from '../../../shared/use-mutation-error';
import { CountedNote, countedDescribedBy } from '../../../ui/CountedNote';
import { FormField } from '../../../ui/FormField';
import { useSendContactMessage } from '../api/send-contact-message';
import {
  CONTACT_LIMITS,
  serverContactErrors,
  trimContact,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../validation';
import { parseApiError } from '../../../api/http';
import { trimmedLength } from '../../../shared/text-length';
import { focusFirstInvalid } from '../../../ui/focus-first-invalid';

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

const FIELD_IDS: Record<ContactField, string> = {
  name: 'contact-name',
  email: 'contact-email',
  subject: 'contact-subject',
  message: 'contact-message',
};

const FIELD_ORDER: ContactField[] = ['name', 'email', 'subject', 'message'];

/**
 * The message form: checked on submit, then re-checked as people type; the button says
 * it is sending while the request runs; a sent message clears the form. What is
 * typed is kept for the tab until it is sent (a reload or a change of language
 * loses nothing).
 */
export function ContactForm() {
  const intl = useIntl();
  const { toast } = useToast();
  const send = useSendContactMessage();
  // One draft for both locales: switching language keeps what was typed.
  const [values, setValues, clearValues] = useDraft<ContactValues>(
    'contact',
    EMPTY,
  );
  const [checked, setChecked] = useState(false);
  // What the server refused, until that field is edited.
  const [refused, setRefused] = useState<ContactErrors>({});
  const sending = send.isPending;
  const errors = { ...refused, ...(checked ? validateContact(values) : {}) };

  const errorText = (field: ContactField) => {
    const error = errors[field];
    return error
      ? intl.formatMessage({ id: error.id }, error.values)
      : undefined;
  };

  const update = (field: ContactField, value: string) => {
    setValues({ ...values, [field]: value });
    if (refused[field]) {
      const { [field]: _edited, ...rest } = refused;
      setRefused(rest);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setChecked(true);
    if (focusFirstInvalid(FIELD_ORDER, FIELD_IDS, validateContact(values)))
      return;

    try {
      await send.mutateAsync(trimContact(values));
    } catch (error) {
      // A field the server refused is marked and focused, and its message is
      // the toast's; otherwise the server's precise reason when it gives one
      // (a limit names its wait).
      const serverErrors = serverContactErrors(parseApiError(error).fields);
      setRefused(serverErrors);
      focusFirstInvalid(FIELD_ORDER, FIELD_IDS, serverErrors);
      const first = FIELD_ORDER.map((field) => serverErrors[field]).find(
        Boolean,
      );
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'common.errorTitle' }),
        description: first
          ? intl.formatMessage({ id: first.id }, first.values)
          : mutationErrorText(intl, error, 'contact.toast.failedDescription'),
      });
      return;
    }
    clearValues();
    setChecked(false);
    toast({
      title: intl.formatMessage({ id: 'contact.toast.successTitle' }),
      description: intl.formatMessage({
        id: 'contact.toast.successDescription',
      }),
    });
  };

  const messageError = errorText('message');

  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="contact-form-title"
        data-testid="contact-form"
      >
        <Flex direction="column" gap="4">
          <Heading as="h2" size="5" id="contact-form-title">
            <FormattedMessage id="contact.form.title" />
          </Heading>
          <FormField
            id={FIELD_IDS.name}
            label={intl.formatMessage({ id: 'contact.form.name' })}
            name="name"
            autoComplete="name"
            required
            readOnly={sending}
            value={values.name}
            onChange={(e) => update('name', e.target.value)}
            error={errorText('name')}
            placeholder={intl.formatMessage({
              id: 'contact.form.namePlaceholder',
            })}
          />
          <FormField
            id={FIELD_IDS.email}
            label={intl.formatMessage({ id: 'contact.form.email' })}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            readOnly={sending}
            value={values.email}
            onChange={(e) => update('email', e.target.value)}
            error={errorText('email')}
            placeholder={intl.formatMessage({
              id: 'contact.form.emailPlaceholder',
            })}
          />
          <FormField
            id={FIELD_IDS.subject}
            label={intl.formatMessage({ id: 'contact.form.subject' })}
            name="subject"
            required
            readOnly={sending}
            value={values.subject}
            onChange={(e) => update('subject', e.target.value)}
            error={errorText('subject')}
            placeholder={intl.formatMessage({
              id: 'contact.form.subjectPlaceholder',
            })}
          />
          <Flex direction="column" gap="1">
            <Text
              as="label"
              htmlFor={FIELD_IDS.message}
              size="2"
              weight="medium"
            >
              <FormattedMessage id="contact.form.message" />
            </Text>
            <TextArea
              id={FIELD_IDS.message}
              name="message"
              size="3"
              rows={6}
              required
              readOnly={sending}
              value={values.message}
              onChange={(e) => update('message', e.target.value)}
              placeholder={intl.formatMessage({
                id: 'contact.form.messagePlaceholder',
              })}
              aria-invalid={messageError ? true : undefined}
              aria-describedby={countedDescribedBy(
                FIELD_IDS.message,
                Boolean(messageError),
              )}
              color={messageError ? 'red' : undefined}
            />
            <CountedNote
              id={FIELD_IDS.message}
              error={messageError}
              countClassName="contact-count"
              count={
                <FormattedMessage
                  id="contact.form.messageCount"
                  values={{
                    // Counted as checked and sent: without blank ends.
                    count: trimmedLength(values.message),
                    max: CONTACT_LIMITS.message.max,
                  }}
                />
              }
            />
          </Flex>
          <Button
            type="submit"
            size="3"
            // Busy, not disabled, while sending (onSubmit waits for it): a
            // disabled button would drop the keyboard's focus.
            aria-disabled={sending || undefined}
            data-disabled={sending || undefined}
            data-testid="contact-submit"
          >
            {sending ? (
              <FormattedMessage id="contact.form.submitting" />
            ) : (
              <FormattedMessage id="contact.form.submit" />
            )}
          </Button>
        </Flex>
      </form>
    </Card>
  );
}
