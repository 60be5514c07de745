import { useId, useState, type FormEvent } from 'react';
import './report.css';

/** What a report view is filtered by: a funnel (one version of it), optionally a campaign page and a brand, and dates (`YYYY-MM-DD`). */
export interface ReportFilterValues {
  readonly funnel: string;
  readonly page?: string | undefined;
  readonly brand?: string | undefined;
  /** The funnel version (absent: the deployed one): a report never mixes two versions' steps. */
  readonly version?: number | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

/** Props of {@link ReportFilters}. */
export interface ReportFiltersProps {
  readonly value: ReportFilterValues;
  /** Every funnel id of the build. */
  readonly funnels: readonly string[];
  /** The campaign pages that run a funnel, by name, with the funnel they run. */
  readonly pages: readonly { readonly name: string; readonly form: string }[];
  readonly brands: readonly { readonly id: string; readonly name: string }[];
  /** The versions of the funnel shown that have events in the dates (newest first); none: not known yet. */
  readonly versions?: readonly number[] | undefined;
  /** Called with the filters when the operator asks for the report. */
  readonly onApply: (value: ReportFilterValues) => void;
}

const orUndefined = (text: string) => (text === '' ? undefined : text);

/** The report's filters: funnel, campaign page (of that funnel), brand, and a date range (UTC, inclusive). */
export function ReportFilters({
  value,
  funnels,
  pages,
  brands,
  versions = [],
  onApply,
}: ReportFiltersProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  // The filters follow a new view (back and forward, the dates the server chose), not a re-render.
  const key = JSON.stringify(value);
  const [shown, setShown] = useState(key);
  if (shown !== key) {
    setShown(key);
    setDraft(value);
  }
  const set = (key: keyof ReportFilterValues) => (event: { target: { value: string } }) =>
    setDraft((current) => ({
      ...current,
      [key]:
        key === 'version' && event.target.value !== ''
          ? Number(event.target.value)
          : orUndefined(event.target.value),
      ...(key === 'funnel' && { page: undefined, version: undefined }),
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const funnelPages = pages.filter((page) => page.form === draft.funnel);
  return (
    <form className="report-card report-filters" onSubmit={submit} aria-label="Report filters">
      <label className="report-field" htmlFor={`${id}-funnel`}>
        <span>Funnel</span>
        <select id={`${id}-funnel`} value={draft.funnel} onChange={set('funnel')}>
          {funnels.map((funnel) => (
            <option key={funnel}>{funnel}</option>
          ))}
        </select>
      </label>
      <label className="report-field" htmlFor={`${id}-page`}>
        <span>Campaign page</span>
        <select id={`${id}-page`} value={draft.page ?? ''} onChange={set('page')}>
          <option value="">All pages</option>
          {funnelPages.map((page) => (
            <option key={page.name} value={page.name}>
              {page.name}
            </option>
          ))}
        </select>
      </label>
      <label className="report-field" htmlFor={`${id}-brand`}>
        <span>Brand</span>
        <select id={`${id}-brand`} value={draft.brand ?? ''} onChange={set('brand')}>
          <option value="">All brands</option>
          {brands.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name} ({brand.id})
            </option>
          ))}
        </select>
      </label>
      <label className="report-field" htmlFor={`${id}-version`}>
        <span>Version</span>
        <select id={`${id}-version`} value={draft.version ?? ''} onChange={set('version')}>
          <option value="">Deployed</option>
          {[...new Set([...versions, ...(draft.version ? [draft.version] : [])])].map((version) => (
            <option key={version} value={version}>
              v{version}
            </option>
          ))}
        </select>
      </label>
      <label className="report-field" htmlFor={`${id}-from`}>
        <span>From</span>
        <input
          id={`${id}-from`}
          type="date"
          value={draft.from ?? ''}
          max={draft.to}
          onChange={set('from')}
        />
      </label>
      <label className="report-field" htmlFor={`${id}-to`}>
        <span>To</span>
        <input
          id={`${id}-to`}
          type="date"
          value={draft.to ?? ''}
          min={draft.from}
          onChange={set('to')}
        />
      </label>
      <button className="button button-primary" type="submit">
        Show report
      </button>
    </form>
  );
}
