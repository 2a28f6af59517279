import type { LabelledOption } from 'shared/contracts';

/**
 * Product risk grades (`Bond.ProductRiskGrade`, our addition to the broker's bond): RR1 lowest to RR5
 * highest, the scale Taiwan's offshore-product rules use to match a product to a customer's KYC risk type.
 */
export const PRODUCT_RISK_GRADE_OPTIONS = [
  { value: 'RR1', label: 'RR1 低風險' },
  { value: 'RR2', label: 'RR2 中低風險' },
  { value: 'RR3', label: 'RR3 中風險' },
  { value: 'RR4', label: 'RR4 中高風險' },
  { value: 'RR5', label: 'RR5 高風險' },
] as const satisfies readonly LabelledOption<string>[];

/** A product risk grade, `RR1` … `RR5`. */
export type ProductRiskGrade = (typeof PRODUCT_RISK_GRADE_OPTIONS)[number]['value'];
