import { describe, expect, it } from 'vitest';
import { trimContact, validateContact, type ContactValues } from './validation';

const valid: ContactValues = {
  name: 'Karim',
  email: 'karim@example.com',
  subject: 'Hello',
  message: 'x'.repeat(20),
};

const errorIds = (values: Partial<ContactValues>) =>
  Object.fromEntries(
    Object.entries(validateContact({ ...valid, ...values })).map(
      ([field, error]) => [field, error?.id],
    ),
  );

describe('validateContact', () => {
  it('accepts each field at its exact bounds', () => {
    expect(validateContact(valid)).toEqual({});
    expect(
      validateContact({
        name: 'Al',
        email: 'a@b.co',
        subject: 's'.repeat(200),
        message: 'm'.repeat(5000),
      }),
    ).toEqual({});
    expect(
      validateContact({ ...valid, name: 'n'.repeat(100), subject: 'Hi yo' }),
    ).toEqual({});
  });

  it('names the field and the bound it crosses', () => {
    expect(validateContact({ ...valid, name: 'A' })).toEqual({
      name: { id: 'contact.validation.nameTooShort', values: { min: 2 } },
    });
    expect(validateContact({ ...valid, message: 'm'.repeat(5001) })).toEqual({
      message: {
        id: 'contact.validation.messageTooLong',
        values: { max: 5000 },
      },
    });
    expect(errorIds({ name: 'n'.repeat(101), subject: 'Hey' })).toEqual({
      name: 'contact.validation.nameTooLong',
      subject: 'contact.validation.subjectTooShort',
    });
  });

  it('checks lengths without the surrounding spaces', () => {
    expect(
      errorIds({ subject: '  Hey  ', message: ` ${'m'.repeat(19)} ` }),
    ).toEqual({
      subject: 'contact.validation.subjectTooShort',
      message: 'contact.validation.messageTooShort',
    });
  });

  it.each([
    '',
    'layla',
    'layla@',
    'layla@example',
    '@example.com',
    'lay la@example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('rejects %j as an e-mail address', (email) => {
    expect(errorIds({ email })).toEqual({
      email: 'contact.validation.emailInvalid',
    });
  });

  it('accepts an address with spaces around it', () => {
    expect(validateContact({ ...valid, email: ' karim@example.com ' })).toEqual(
      {},
    );
  });
});

describe('trimContact', () => {
  it('removes the spaces around every field', () => {
    expect(
      trimContact({
        name: ' Karim ',
        email: ' karim@example.com\n',
        subject: '\tHello ',
        message: '  line one\nline two  ',
      }),
    ).toEqual({
      name: 'Karim',
      email: 'karim@example.com',
      subject: 'Hello',
      message: 'line one\nline two',
    });
  });
});
