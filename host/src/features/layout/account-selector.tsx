import { useId } from 'react';
import { selectAccount } from 'shared/internal';
import { useAccounts } from 'shared';

/** Lets a customer with several accounts choose the one favourites and cart follow (selectAccount). */
export function AccountSelector() {
  const { accounts, selectAccount: selected } = useAccounts();
  const id = useId();
  if (accounts.length < 2) return null;
  return (
    <span className="account-selector">
      <label htmlFor={id}>交易帳號</label>
      <select id={id} className="ui-input" value={selected} onChange={(event) => selectAccount(event.target.value)}>
        {accounts.map((entry) => (
          <option key={entry.account} value={entry.account}>
            {entry.account}（{entry.name}）
          </option>
        ))}
      </select>
    </span>
  );
}
