import { redactSecrets } from '../../../src/app/devtoolsSanitizers';

describe('Redux DevTools redaction', () => {
  it('hides tokens and passwords at any depth and keeps the rest readable', () => {
    const action = {
      type: 'api/executeMutation/pending',
      meta: { arg: { originalArgs: { email: 'admin@demo.test', password: 'Welkom123' } } },
      payload: { token: 'eyJ...', refresh_token: 'abc', jwt_expire_time: 900, list: [{ sessionToken: 's' }] },
    };
    expect(redactSecrets(action)).toEqual({
      type: 'api/executeMutation/pending',
      meta: { arg: { originalArgs: { email: 'admin@demo.test', password: '‹verborgen›' } } },
      payload: {
        token: '‹verborgen›',
        refresh_token: '‹verborgen›',
        jwt_expire_time: 900,
        list: [{ sessionToken: '‹verborgen›' }],
      },
    });
    expect(action.payload.token).toBe('eyJ...');
  });
});
