import { Link, Route, Routes } from 'react-router-dom';

/** Stand-ins for the remotes' `./routes` modules, with the same shape the real remotes expose. */
export const FAKE_REMOTES: Record<string, { default: () => React.JSX.Element }> = {
  'remote_bond/routes': {
    default: () => (
      <Routes>
        <Route index element={<h1>債券列表</h1>} />
        <Route path="cart" element={<h1>購物車頁</h1>} />
      </Routes>
    ),
  },
  'remote_bond/CartButton': { default: () => <span>購物車按鈕</span> },
  'remote_overseas_misc/routes': {
    default: () => (
      <Routes>
        <Route
          index
          element={
            <>
              <h1>海外首頁</h1>
              <Link to="/overseas/bond/cart">前往購物車</Link>
              <Link to="/marginDeposit/info">前往保證金</Link>
            </>
          }
        />
        <Route path="stock" element={<h1>海外股票頁</h1>} />
      </Routes>
    ),
  },
  'remote_margin/routes': {
    default: () => (
      <Routes>
        <Route path="info" element={<h1>保證金資訊頁</h1>} />
      </Routes>
    ),
  },
};
