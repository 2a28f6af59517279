import { render, screen } from '@testing-library/react';
import { formatAmount, formatPercent } from '../format/number';
import { GainLoss, gainLossClass } from './gain-loss';

describe('GainLoss', () => {
  it('colours a gain red and a loss green, each with its sign', () => {
    render(
      <p>
        <GainLoss value="1234.5">{formatAmount('1234.5', 'USD', { signed: true })}</GainLoss>
        <GainLoss value="-1.5">{formatPercent('-1.5', { signed: true })}</GainLoss>
        <GainLoss value="0">{formatAmount('0', 'USD', { signed: true })}</GainLoss>
      </p>,
    );
    expect(screen.getByText('+1,234.50')).toHaveClass('ui-gain-loss--up');
    expect(screen.getByText('-1.50%')).toHaveClass('ui-gain-loss--down');
    expect(screen.getByText('0.00')).not.toHaveClass('ui-gain-loss--up');
    expect(screen.getByText('0.00')).not.toHaveClass('ui-gain-loss--down');
  });

  it('gives a table cell the same class, and none to what is unknown', () => {
    expect(gainLossClass('12')).toBe('ui-gain-loss--up');
    expect(gainLossClass('-0.01')).toBe('ui-gain-loss--down');
    expect(gainLossClass(null)).toBe('');
    expect(gainLossClass('n/a')).toBe('');
  });
});
