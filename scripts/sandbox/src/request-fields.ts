import { rejectField } from './answers';
import { checkContract, type ContractIssue, type ContractOutput, type ContractSchema } from './shared-contracts';

// Request checks: a request's Data against its contract schema, a wrong field answered 4001 naming it.

/** The zh-TW problem of a valibot issue, for a 4001 answer; custom checks carry their own zh-TW message. */
function problemOf({ issue }: ContractIssue): string {
  if (issue.input === undefined && issue.kind === 'schema') return '缺少此欄位';
  switch (issue.type) {
    case 'string':
      return '必須是字串';
    case 'number':
      return '必須是數字';
    case 'boolean':
      return '必須是 true 或 false';
    case 'array':
    case 'tuple':
      return '必須是陣列';
    case 'strict_tuple':
      return issue.input === undefined ? '多出的項目' : '項目數不正確';
    case 'object':
      return '必須是物件';
    case 'picklist':
    case 'literal':
    case 'variant':
      return `必須是 ${issue.expected ?? ''} 之一`;
    case 'parse_json':
      return '不是有效的 JSON 字串';
    case 'max_length':
      return `最多 ${String(issue.requirement)} 筆`;
    case 'gt_value':
      return '必須是正數';
    case 'min_value':
      return `不可小於 ${String(issue.requirement)}`;
    case 'integer':
    case 'safe_integer':
      return '必須是整數';
    case 'finite':
      return '必須是有限數字';
    default:
      return issue.message;
  }
}

/**
 * Checks a request's `Data` against its contract schema (the one the front end's builder satisfies)
 * and returns the schema's output: unknown keys dropped, `DataContent` parsed. The first wrong field
 * answers 4001 naming its path (`CarList[0].DataContent.carDataList[2].price`).
 */
export function parseRequest<S extends ContractSchema>(schema: S, data: unknown): ContractOutput<S> {
  const result = checkContract(schema, data);
  return result.ok ? result.output : rejectField(result.path || 'Data', problemOf(result));
}
