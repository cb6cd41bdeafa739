import { Button, Input, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useAccount } from '../account/api/get-account.ts';
import { HomeBanners } from './home-banners.tsx';
import { HomeBrands } from './home-brands.tsx';
import { HomePopup } from './home-popup.tsx';
import { HomeStatistics } from './home-statistics.tsx';
import './home.css';

/** A size search straight from home: the counter's most common question. */
function QuickSizeSearch() {
  const navigate = useNavigate();
  return (
    <form
      className="home-quick-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const size = String(new FormData(event.currentTarget).get('size') ?? '').trim();
        void navigate(size ? `/shop?tab=tyres&size=${encodeURIComponent(size)}` : '/shop?tab=tyres');
      }}
    >
      <label htmlFor="home-size">Find tyres by size</label>
      <div className="home-quick-search-row">
        <Input id="home-size" name="size" placeholder="e.g. 205/55R16 or 2055516" autoComplete="off" />
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          Search
        </Button>
      </div>
    </form>
  );
}

/** Home: banners, the account's figures, a size search, the brand strip and the once-per-session popup. */
export default function HomePage() {
  const account = useAccount();
  return (
    <div className="home">
      <Typography.Title level={2} className="page-title">
        {account.data ? `Welcome, ${account.data.name}` : 'Welcome'}
      </Typography.Title>
      <HomeBanners />
      <QuickSizeSearch />
      <HomeStatistics customerId={account.data?.id} />
      <HomeBrands />
      <HomePopup />
    </div>
  );
}
