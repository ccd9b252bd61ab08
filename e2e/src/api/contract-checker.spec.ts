import { expect, test } from '@playwright/test';
import { openApiDocument, schemaErrors } from '../support/openapi';

/** The contract check itself: it must see a missing, a mistyped and an undocumented field. */
test('the contract check finds missing, mistyped and undocumented fields', () => {
  const doc = openApiDocument();
  const schema =
    doc.paths['/api/user'].get.responses['200']!.content!['application/json']
      .schema!;
  const user = {
    id: 7,
    email: 'layla@example.com',
    username: 'layla',
    first_name: 'Layla',
    last_name: null,
    profile_image_url: null,
    isAdmin: false,
    nativeLanguages: ['fr'],
    learningLanguages: ['dz'],
    account_type: 'free',
  };
  expect(schemaErrors(schema, user, doc)).toEqual([]);
  expect(schemaErrors(schema, null, doc)).toEqual([]);

  const { email: _email, ...withoutEmail } = user;
  expect(schemaErrors(schema, withoutEmail, doc)).toEqual(['$.email: missing']);
  expect(schemaErrors(schema, { ...user, id: '7' }, doc)).toEqual([
    '$.id: not an integer',
  ]);
  expect(schemaErrors(schema, { ...user, account_type: 'gold' }, doc)).toEqual([
    expect.stringContaining('$.account_type: "gold" is not one of'),
  ]);
  expect(schemaErrors(schema, { ...user, password: 'x' }, doc)).toEqual([
    '$.password: not in the documented schema',
  ]);
  expect(schemaErrors(schema, { ...user, nativeLanguages: [1] }, doc)).toEqual([
    '$.nativeLanguages[0]: not a string',
  ]);
});
