"""Planning the site's pages: paths, page data, Markdown, languages, themes."""
