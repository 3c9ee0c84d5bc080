import { interestReturnState, readInterestReturn } from '@/features/product/interest-return';

describe('the interest choices carried through the login', () => {
  it('come back as they were stored', () => {
    expect(readInterestReturn(interestReturnState({ agree: true, preference: 'CALL' }))).toEqual({ agree: true, preference: 'CALL' });
  });

  it('are read defensively: the state went through localStorage', () => {
    expect(readInterestReturn(null)).toBeNull();
    expect(readInterestReturn({ other: 1 })).toBeNull();
    expect(readInterestReturn({ interest: 'yes' })).toBeNull();
    expect(readInterestReturn({ interest: { agree: 'true', preference: 'FAX' } })).toEqual({ agree: false, preference: '' });
  });
});
