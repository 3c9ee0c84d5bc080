import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BusinessPhoneInput, DocumentInput, PhoneInput, ZipcodeInput } from '@/components/masked-input';

function Harness() {
  const [v, setV] = useState({ phone: '', document: '', zipcode: '', business: '' });
  const [digits, setDigits] = useState('');
  const on = (k: keyof typeof v) => (masked: string, d: string) => {
    setV((x) => ({ ...x, [k]: masked }));
    setDigits(d);
  };
  return (
    <>
      <label htmlFor="p">phone</label>
      <PhoneInput id="p" value={v.phone} onValueChange={on('phone')} />
      <label htmlFor="d">document</label>
      <DocumentInput id="d" value={v.document} onValueChange={on('document')} />
      <label htmlFor="z">zipcode</label>
      <ZipcodeInput id="z" value={v.zipcode} onValueChange={on('zipcode')} />
      <label htmlFor="b">business</label>
      <BusinessPhoneInput id="b" value={v.business} onValueChange={on('business')} />
      <output>{digits}</output>
    </>
  );
}

describe('masked inputs', () => {
  it('mask phone, document and zipcode as typed, ignoring letters, and report the digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('phone'), '11a987654321999');
    expect(screen.getByLabelText('phone')).toHaveValue('(11) 9-8765-4321');
    expect(screen.getByRole('status')).toHaveTextContent('11987654321');
    await user.type(screen.getByLabelText('document'), '12345678901');
    expect(screen.getByLabelText('document')).toHaveValue('123.456.789-01');
    await user.type(screen.getByLabelText('zipcode'), '01310100');
    expect(screen.getByLabelText('zipcode')).toHaveValue('01.310-100');
  });

  it('masks the document as a CPF up to 11 digits and as a CNPJ from 12, both ways', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('document');
    await user.type(input, '11222333000181');
    expect(input).toHaveValue('11.222.333/0001-81');
    expect(screen.getByRole('status')).toHaveTextContent('11222333000181');
    // Two more digits do not fit a CNPJ.
    await user.type(input, '99');
    expect(input).toHaveValue('11.222.333/0001-81');
    // Back to 11 digits: a CPF again.
    await user.type(input, '{Backspace}{Backspace}{Backspace}');
    expect(input).toHaveValue('112.223.330-00');
    expect(screen.getByRole('status')).toHaveTextContent('11222333000');
  });

  it('formats the business phone by its first digits and keeps digits only for storage', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('business');
    await user.type(input, '08001234567');
    expect(input).toHaveValue('0800-123-4567');
    expect(input).toHaveAttribute('maxLength', '13');
    expect(screen.getByRole('status')).toHaveTextContent('08001234567');
    await user.clear(input);
    await user.type(input, '40041234');
    expect(input).toHaveValue('4004-1234');
    expect(input).toHaveAttribute('maxLength', '9');
    await user.clear(input);
    await user.type(input, '1133224455');
    expect(input).toHaveValue('(11) 3322-4455');
    expect(input).toHaveAttribute('maxLength', '16');
  });
});
