import { useState } from 'react';
import { useNavigate } from 'react-router';
import { parseTyreSearch, tyreSearchParams } from '@tyreline/domain/tyre-size';
import { useAccount } from '../account/api/get-account.ts';
import { HomeBanners } from './home-banners.tsx';
import { HomeBrands } from './home-brands.tsx';
import { HomePopup } from './home-popup.tsx';
import { HomeStatistics } from './home-statistics.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { Button } from '../../ui/button.tsx';
import { SearchIcon } from '../../ui/icons.tsx';
import { TextField } from '../../ui/text-field.tsx';
import './home.css';

/**
 * A size search straight from home: the counter's most common question. A size it cannot read is said here,
 * beside the box, rather than as a warning over the whole list.
 */
function QuickSizeSearch() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="home-quick-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const text = String(new FormData(event.currentTarget).get('size') ?? '').trim();
        if (!text) return void navigate('/shop?tab=tyres');
        const search = parseTyreSearch(text);
        if (!search) {
          setError(
            `“${text}” is not a tyre size we understand. Try 205/55R16, 2055516, 205/55R16 91V, LT265/75R16 or 31x10.50R15.`,
          );
          return;
        }
        const params = Object.entries(tyreSearchParams(search)).filter(
          (entry): entry is [string, string] => entry[1] !== null,
        );
        void navigate(`/shop?${new URLSearchParams([['tab', 'tyres'], ...params]).toString()}`);
      }}
    >
      <TextField
        id="home-size"
        name="size"
        label="Find tyres by size"
        className="home-quick-search-field"
        placeholder="e.g. 205/55R16 or 2055516"
        autoComplete="off"
        errorMessage={error ?? undefined}
        onChange={() => setError(null)}
      />
      <div className="home-quick-search-go">
        <Button variant="primary" type="submit" icon={<SearchIcon />}>
          Search
        </Button>
      </div>
      {/* The field shows the error; this says it once to a screen reader, as the search is refused. */}
      {error && (
        <div role="alert" className="visually-hidden">
          {error}
        </div>
      )}
    </form>
  );
}

/** Home: banners, the account's figures, a size search, the brand strip and the once-per-session popup. */
export default function HomePage() {
  const account = useAccount();
  return (
    <div className="home">
      <PageHeading title="Home">{account.data ? `Welcome, ${account.data.name}` : 'Welcome'}</PageHeading>
      <HomeBanners />
      <QuickSizeSearch />
      <HomeStatistics customerId={account.data?.id} />
      <HomeBrands />
      <HomePopup />
    </div>
  );
}
