import './SiteDirectory.css';

/** One group of the directory: a product line and its pages. */
interface DirectoryGroup {
  readonly id: string;
  readonly title: string;
  readonly pages: readonly {
    readonly path: string;
    readonly title: string;
    readonly lang?: 'en' | 'es' | undefined;
  }[];
}

/** Props of {@link SiteDirectory}. */
export interface SiteDirectoryProps {
  readonly title: string;
  readonly groups: readonly DirectoryGroup[];
}

/** The brand's pages for people (not a crawler's sitemap), grouped by product line. */
export function SiteDirectory({ title, groups }: SiteDirectoryProps) {
  return (
    <section className="directory" aria-labelledby="directory-title">
      <h2 id="directory-title">{title}</h2>
      <div className="directory-groups">
        {groups.map((group) => (
          <section
            key={group.id}
            className="directory-group"
            aria-labelledby={`directory-${group.id}`}
          >
            <h3 id={`directory-${group.id}`}>{group.title}</h3>
            <ul className="directory-list">
              {group.pages.map((page) => (
                <li key={page.path}>
                  <a href={page.path} lang={page.lang}>
                    {page.title}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
