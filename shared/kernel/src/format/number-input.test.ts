import { readNumberInput } from './number-input';

describe('readNumberInput', () => {
  it.each([
    ['1,000,000', '1000000'],
    ['１，０００．５０', '1000.50'],
    ['  250000 ', '250000'],
    ['+42', '42'],
    ['−3.5', '-3.5'],
    ['－７', '-7'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['007', '7'],
  ])('reads %p as %p', (typed, plain) => {
    expect(readNumberInput(typed)).toMatchObject({ kind: 'number', plain });
  });

  it('keeps the fraction as typed and says whether the number is negative', () => {
    expect(readNumberInput('-1,234.500')).toEqual({ kind: 'number', plain: '-1234.500', negative: true, whole: '1234', fraction: '500' });
  });

  it.each(['', '   ', '　'])('says %p is empty', (typed) => {
    expect(readNumberInput(typed)).toEqual({ kind: 'empty' });
  });

  it.each(['abc', '1,0,00', '12,34', '1e5', '1 000', '.', '-', '1.2.3', '１００元', '0x10'])('refuses %p', (typed) => {
    expect(readNumberInput(typed)).toEqual({ kind: 'invalid' });
  });
});
