"""Planning the site's pages: paths, page data, charts, Markdown, languages, themes."""
