"""The whole rendered site: escaping, privacy, links, determinism, language, themes."""

from __future__ import annotations

import csv
import gzip
import html as html_text
import io
import json
import re
import shutil
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path, PurePosixPath
from urllib.parse import unquote, urlsplit

import pytest
import yaml
from babel.messages.pofile import read_po

from podium.build.pipeline import build
from podium.themes import LANGUAGES, builtin_themes_dir, catalog_path, theme_dirs
from tests.site.conftest import EXAMPLE_URL, render_site
from tests.site.sample import HOSTILE, PRIVATE_BORN, sample_club


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name in ("href", "src") and value is not None:
                self.links.append(value)
            if name == "id" and value:
                self.ids.add(value)


def _html(files: dict[str, bytes]) -> dict[str, str]:
    return {k: v.decode() for k, v in files.items() if k.endswith(".html")}


def test_hostile_name_is_text_everywhere(sample_files: dict[str, bytes]) -> None:
    escaped = "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#34;O&#39;Brien&#34;"
    for path, data in sample_files.items():
        if path.endswith((".html", ".xml")):  # markup (the exports keep the name as text)
            assert "<script>alert" not in data.decode(), path
    pages = _html(sample_files)
    assert escaped in pages["players/obrien/index.html"]
    assert escaped in pages["events/2024-test-open/index.html"]
    feed = sample_files["feed.xml"].decode()
    assert escaped in feed
    # the intro's raw <script> is shown as text, never run
    assert "&lt;script&gt;alert(2)&lt;/script&gt;" in pages["index.html"]


def test_private_fields_never_written(
    sample_files: dict[str, bytes], example_files: dict[str, bytes], example_content: Path
) -> None:
    people = yaml.safe_load((example_content / "players.yaml").read_text(encoding="utf-8"))
    born = {str(p["born"]) for p in people.values() if "born" in p}
    assert born  # the example content does record birth dates (for the youngest tie-break)
    for path, data in [*sample_files.items(), *example_files.items()]:
        if data[:2] == b"\x1f\x8b":  # the search index (pagefind/): gzip-compressed
            data = gzip.decompress(data)
        text = data.decode(errors="replace" if path.startswith("pagefind/") else "strict").lower()
        assert PRIVATE_BORN.isoformat() not in text, path
        assert not [b for b in born if b in text], path
        assert "gender" not in text and "born" not in text, path


def test_hostile_name_in_the_built_example(example_files: dict[str, bytes]) -> None:
    """The real pipeline: pages, feed, results.json and ranking.csv keep the name as text."""
    escaped = "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#34;O&#39;Brien&#34;"
    for path, data in example_files.items():
        if path.endswith((".html", ".xml")):  # markup: the name is escaped, never a tag
            assert b"<script>alert" not in data, path
    assert escaped in example_files["players/alessandra-ferri/index.html"].decode()
    assert escaped in example_files["events/2024-brunate-open/index.html"].decode()
    events_with_name = 0
    for path, data in example_files.items():
        if not (path.startswith("events/") and path.endswith("results.json")):
            continue
        names = [r["name"] for r in json.loads(data)["ranking"]]
        csv_text = example_files[path.replace("results.json", "ranking.csv")].decode()
        cells = [cell for row in csv.reader(io.StringIO(csv_text)) for cell in row]
        if HOSTILE in names:
            events_with_name += 1
            assert HOSTILE in cells, path
    assert events_with_name > 0
    series = json.loads(example_files["series/2024-club-championship/results.json"])
    assert HOSTILE in [r["name"] for r in series["ranking"]]
    ET.fromstring(example_files["feed.xml"])  # still well-formed XML


def test_links_resolve(example_site: Path, example_files: dict[str, bytes]) -> None:
    """Every internal href and src of the built example site points at one of its files
    (a folder, as hosts serve it, at its index.html)."""
    checked = 0
    root = urlsplit(EXAMPLE_URL).path  # "/results/"
    for path, text in _html(example_files).items():
        parser = _Links()
        parser.feed(text)
        for link in parser.links:
            parts = urlsplit(link)
            if parts.scheme or link.startswith("//"):
                continue
            if not parts.path:
                assert parts.fragment in parser.ids, f"{path}: {link}"
                continue
            if path == "404.html":  # served at any depth: its links start at the site's root
                assert link.startswith(root), f"{path}: relative link {link}"
                target = PurePosixPath(unquote(parts.path).removeprefix(root))
            else:
                assert not link.startswith("/"), f"{path}: absolute link {link}"
                target = PurePosixPath(path).parent / unquote(parts.path)
            resolved = (example_site / str(target)).resolve()
            if resolved.is_dir():
                resolved = resolved / "index.html"
            assert resolved.is_file(), f"{path}: broken link {link}"
            assert example_site.resolve() in resolved.parents
            checked += 1
    assert checked > 1000


@pytest.mark.slow  # two builds of the example club
def test_two_builds_are_byte_identical(example_content: Path, tmp_path: Path) -> None:
    first = build(example_content, tmp_path / "one")
    second = build(example_content, tmp_path / "two")
    assert dict(first) == dict(second)
    for name in first:
        assert (tmp_path / "one" / name).read_bytes() == (tmp_path / "two" / name).read_bytes()
    club, results = sample_club()
    assert render_site(club, results) == render_site(club, results)


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_no_english_left_in_other_languages(lang: str) -> None:
    club, results = sample_club(lang)
    files = render_site(club, results)
    with catalog_path(builtin_themes_dir() / "default", lang).open("rb") as po:
        catalog = read_po(po)
    english = {
        m.id
        for m in catalog
        if isinstance(m.id, str) and m.id != m.string and len(m.id) > 5 and "%(" not in m.id
    }
    for path, text in _html(files).items():
        for phrase in english:
            assert f">{phrase}<" not in text, (path, phrase)
    page = files["events/2024-test-open/index.html"].decode()
    assert 'lang="' + lang + '"' in page
    assert ">445,9<" in files["events/2024-test-open/round-2/board-1/index.html"].decode()


def test_sitemap_and_feed(sample_files: dict[str, bytes]) -> None:
    sitemap = sample_files["sitemap.xml"].decode()
    assert "<loc>https://example.github.io/results/events/2024-test-open/</loc>" in sitemap
    assert "index.html" not in sitemap
    feed = sample_files["feed.xml"].decode()
    assert feed.count("<entry>") == 3
    assert "<updated>2024-10-01T00:00:00Z</updated>" in feed


def test_no_sitemap_without_url() -> None:
    club, results = sample_club()
    from dataclasses import replace

    club = replace(club, site=replace(club.site, url=None))
    files = render_site(club, results)
    assert "sitemap.xml" not in files
    assert "urn:podium:feed" in files["feed.xml"].decode()


def test_edit_link_points_at_the_round_file(sample_files: dict[str, bytes]) -> None:
    page = sample_files["events/2024-test-open/round-1/board-1/index.html"].decode()
    edit = "https://github.com/example/results/edit/main/content/events/2024-test-open/round-1.yaml"
    assert f'href="{edit}"' in page


def test_site_theme_overrides_one_template_and_the_css(tmp_path: Path) -> None:
    content = tmp_path / "content"
    content.mkdir()
    theme = tmp_path / "themes" / "default"
    (theme / "templates").mkdir(parents=True)
    (theme / "static").mkdir()
    (theme / "templates" / "404.html").write_text("custom {{ _('Page not found') }}\n")
    (theme / "static" / "podium.css").write_text("body{}\n")
    club, results = sample_club()
    from dataclasses import replace

    club = replace(club, root=str(content))
    files = render_site(club, results)
    assert files["404.html"] == b"custom Page not found\n"
    assert files["static/podium.css"] == b"body{}\n"
    assert files["static/podium.js"].startswith(b"/* podium")  # from the built-in theme
    assert b"<table" in files["events/2024-test-open/index.html"]
    assert theme_dirs(content, "default")[0] == theme


def test_unknown_theme_is_a_content_error(tmp_path: Path) -> None:
    from dataclasses import replace

    from podium.content.problems import ContentError

    club, results = sample_club()
    club = replace(club, root=str(tmp_path / "content"), site=replace(club.site, theme="nope"))
    with pytest.raises(ContentError, match=r"unknown theme 'nope'"):
        render_site(club, results)


def test_pages_link_to_rules_and_downloads(sample_files: dict[str, bytes]) -> None:
    page = sample_files["events/2024-test-open/index.html"].decode()
    assert 'href="../../rules/italia-2010/"' in page
    assert 'href="results.json"' in page and 'href="ranking.csv"' in page
    assert re.search(r"5=</span>", page)
    assert "better result in round 1" in page


def test_corrections_page_of_the_built_example(example_files: dict[str, bytes]) -> None:
    """The example is built from a git repository: its corrections are on the pages."""
    page = example_files["events/2024-brunate-open/corrections/index.html"].decode()
    rows = re.findall(
        r'<time datetime="([\d-]+)">[^<]*</time></td>\n<th scope="row">([^<]*) ', page
    )
    assert rows == [
        ("2024-05-14", "Brunate Open: the report"),
        ("2024-05-12", "Brunate Open: the three rounds"),
    ]
    links = re.findall(r'href="(https://github.com/example/podium-results/commit/[0-9a-f]+)"', page)
    assert len(links) == 2 and all(len(link.rsplit("/", 1)[1]) == 40 for link in links)
    # the second commit's author chose the hostile name: text, never markup
    assert "<script>alert" not in page and "alert(1)/script &amp; &#34;O&#39;Brien</td>" in page
    event = example_files["events/2024-brunate-open/index.html"].decode()
    assert "Last corrected: 14 May 2024" in event
    board = example_files["events/2024-brunate-open/round-1/board-1/index.html"].decode()
    assert "Round file last changed: 12 May 2024" in board


def _text(html: str) -> str:
    """The page's text, tags removed and spaces collapsed."""
    return html_text.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip())


def test_home_lists_events_by_year_newest_first_one_line_each(
    sample_files: dict[str, bytes],
) -> None:
    page = sample_files["index.html"].decode()
    years = re.findall(r'<h3 id="year-(\d+)">', page)
    assert years == ["2024"]
    lines = re.findall(r'<li class="event-line">(.*?)</li>', page, re.S)
    assert [re.search(r'class="event-name"[^>]*>(.*?)</a>', c).group(1) for c in lines] == [  # type: ignore[union-attr]
        "Blue Max Evening",
        "Cartagena League 2024",
        "Test Open 2024",
    ]
    meta = _text(re.search(r'<p class="meta">(.*?)</p>', lines[2], re.S).group(1))  # type: ignore[union-attr]
    assert meta == "10–12 May 2024 · Brunate, Italy · Italia 2010 · 8 players · won by Hugo Ibáñez"
    assert "<strong>club</strong>" in page  # the Markdown intro
    assert 'href="players/"' in page  # a clean URL: the site has a url


def test_event_page_marks_notes_best_country_and_report(sample_files: dict[str, bytes]) -> None:
    page = sample_files["events/2024-test-open/index.html"].decode()
    rows = re.findall(r"<tr[^>]*>\n<td class=\"num pin pin-1\".*?</tr>", page, re.S)
    marks = {
        _text(re.search(r'href="[^"]*players/[^"]*">(.*?)</a>', r).group(1)): set(  # type: ignore[union-attr]
            re.findall(r'class="mark mark-(\w+)"', r)
        )
        for r in rows
    }
    assert marks["Hugo Ibáñez"] == {"sit_out", "top_table"}
    assert marks["Chloé Dubois"] == {"top_table", "two_boards"}
    assert marks["Femi Adeyemi"] == {"penalty", "top_table"}
    assert marks["Greta Holm"] == {"disqualified", "top_table"}
    # every mark used is explained in the legend
    legend = re.search(r'<dl class="legend".*?</dl>', page, re.S).group(0)  # type: ignore[union-attr]
    for label in (
        "Top table",
        "Sat out a round",
        "Played two boards in one round",
        "Penalty",
        "Disqualified",
    ):
        assert f"<dd>{label}</dd>" in legend, label
    # one column per round, each result linking to its row of its board (a sit-out to its
    # round) and the power played, as a coloured dot named by the link's title (its
    # description for screen readers too)
    assert (
        '<a href="round-1/board-1/#anna-berg" title="Round 1, board 1, Austria">'
        '<span class="dot pw-austria">A</span>149.4</a>'
    ) in page
    assert 'href="round-1/" title="Round 1: sat out" class="sit-out">25' in page
    text = _text(page)
    # bonuses and penalties in their own column, beside the player
    bonus = re.findall(r'<td class="num bonus" data-sort="([^"]*)">(.*?)</td>', page)
    assert [(key, _text(cell)) for key, cell in bonus if cell] == [
        ("2000", "top table winner +2,000"),
        ("-50", "penalty −50: Conduct"),
    ]
    # the tie-break that decided 5th place: a column named for it, the value in bold
    assert (
        '<th class="tiebreak"><abbr title="Tie-break: better result in round 1">'
        "R1 score</abbr></th>"
    ) in page
    assert (
        '<td class="tiebreak"><strong>31.8</strong><span class="vh"> (decided)</span></td>'
    ) in page
    assert "Equal totals are separated by the event's tie-breaks" in text
    assert "A rank with “=” is shared: nothing separated those players." in text
    best = re.search(r'<table class="results best fit">.*?</table>', page, re.S).group(0)  # type: ignore[union-attr]
    assert "Austria Hugo Ibáñez Round 2, board 1 445.9 18 centres" in _text(best)
    assert "<strong>fine</strong> weekend" in page  # the report, Markdown
    assert "&lt;b&gt;raw html&lt;/b&gt;" in page  # raw HTML escaped by default
    assert "Scored with Italia 2010." in text


def test_shared_positions_on_a_board_are_marked(sample_files: dict[str, bytes]) -> None:
    page = sample_files["events/2024-league/round-1/board-a/index.html"].decode()
    positions = re.findall(r"<tr[^>]*>\n<td>([^<]*)</td>", page)
    assert positions == ["1", "2=", "2=", "4", "5"]


def test_theme_lookup_site_then_chosen_then_default(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A club's themes/<name>/ wins, then podium's theme <name>, then the built-in default."""
    from dataclasses import replace

    import podium.themes

    builtin = tmp_path / "builtin"
    shutil.copytree(theme_dirs(tmp_path, "default")[-1], builtin / "default")
    (builtin / "fancy" / "templates").mkdir(parents=True)
    (builtin / "fancy" / "templates" / "404.html").write_text("fancy 404\n")
    (builtin / "fancy" / "templates" / "rules.html").write_text("fancy rules\n")
    monkeypatch.setattr(podium.themes, "builtin_themes_dir", lambda: builtin)
    site_theme = tmp_path / "club" / "themes" / "fancy" / "templates"
    site_theme.mkdir(parents=True)
    (site_theme / "404.html").write_text("club 404\n")
    club, results = sample_club()
    content = tmp_path / "club" / "content"
    club = replace(club, root=str(content), site=replace(club.site, theme="fancy"))
    files = render_site(club, results)
    assert files["404.html"] == b"club 404\n"  # the site's own theme
    assert files["rules/italia-2010/index.html"] == b"fancy rules\n"  # the chosen theme
    assert b"<table" in files["events/2024-test-open/index.html"]  # the default


def test_markdown_raw_html_only_when_the_site_allows_it() -> None:
    from dataclasses import replace

    club, results = sample_club()
    escaped = render_site(club, results)["events/2024-test-open/index.html"].decode()
    assert "&lt;b&gt;raw html&lt;/b&gt;" in escaped
    club = replace(club, site=replace(club.site, markdown_raw_html=True))
    raw = render_site(club, results)["events/2024-test-open/index.html"].decode()
    assert "<b>raw html</b>" in raw


def test_one_small_stylesheet_and_no_web_fonts(sample_files: dict[str, bytes]) -> None:
    css = [name for name in sample_files if name.endswith(".css")]
    assert css == ["static/podium.css"]
    text = sample_files["static/podium.css"].decode()
    assert len(text.encode()) < 24_000  # a budget: about 6 kB gzipped with every page type styled
    assert "@font-face" not in text and "@import" not in text and "url(" not in text
    for name, data in sample_files.items():
        if name.endswith(".html"):
            assert b"fonts.googleapis" not in data and b".woff" not in data, name


@pytest.mark.parametrize("where", ["above", "inside"])
def test_edit_link_is_the_same_wherever_the_build_starts(
    where: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    content = tmp_path / "content"
    shutil.copytree(Path(__file__).resolve().parents[2] / "content", content)
    monkeypatch.chdir(tmp_path if where == "above" else content)
    build(Path("content" if where == "above" else "."), tmp_path / "out")
    page = (tmp_path / "out/events/2024-brunate-open/round-2/board-1/index.html").read_text()
    edit = "https://github.com/example/podium-results/edit/main/content/events/"
    assert f'href="{edit}2024-brunate-open/round-2.yaml"' in page


def test_event_says_why_the_podium_differs_from_the_totals(
    example_files: dict[str, bytes],
) -> None:
    """Brunate: places 1–3 are the top table's, so the 4th has a higher total than the 3rd;
    each group's heading says what orders it, in the table (and the standings too)."""
    for page in ("events/2024-brunate-open/", "events/2024-brunate-open/standings/"):
        shown = example_files[page + "index.html"].decode()
        groups = re.findall(r'<th scope="rowgroup" colspan="\d+">(.*?)</th>', shown)
        assert [_text(g) for g in groups] == [
            "Top table · places 1–3 by the top table's result, whatever the totals",
            "Everyone else · by total, equal totals by the tie-breaks",
        ], page
    html = example_files["events/2024-brunate-open/index.html"].decode()
    first = html[html.index("rowgroup") : html.index("Everyone else")]
    assert re.findall(r'<tr id="([^"]+)"', first) == [
        "camille-durand",
        "giulia-conti",
        "alessandra-ferri",
    ]
    # no tie was broken and no rank is shared: nothing says so
    assert 'class="tiebreak"' not in html and "“=”" not in _text(html)
    league = _text(example_files["events/2024-league-season/index.html"].decode())
    assert "top table" not in league.lower()


def test_team_board_has_the_columns_of_every_board(sample_files: dict[str, bytes]) -> None:
    """Position, player, the kind's own columns, score: as on Diplomacy and placement boards."""
    page = sample_files["events/2024-blue-max/round-1/board-1/index.html"].decode()
    thead = page.split("<thead>", 1)[1].split("</thead>", 1)[0]
    heads = re.findall(r"<th[^>]*>([^<]*)</th>", thead)
    assert heads == ["Pos.", "Player", "Kills", "Lost", "Game points", "Score"]
    positions = re.findall(r"<tr[^>]*>\n<td>([^<]*)</td>", page)
    scores = re.findall(r'<td class="score">([^<]*)</td>', page)
    assert list(zip(positions, scores, strict=True)) == [("1", "5"), ("2", "−1")]  # by score


def _pager(page: str) -> list[tuple[str, str, str]]:
    """(rel, href, text) of the board page's previous/next links."""
    nav = page[page.index('<nav class="pager"') : page.index("</nav>", page.index('class="pager"'))]
    return re.findall(r'<a rel="(\w+)" href="([^"]+)">([^<]+)</a>', nav)


def test_board_pages_lead_to_the_next_and_previous_board(example_files: dict[str, bytes]) -> None:
    """Within the round, and across rounds at its ends; none before the first or after the last."""
    event = "events/2024-brunate-open"
    first = example_files[f"{event}/round-1/board-1/index.html"].decode()
    assert _pager(first) == [("next", "../board-2/", "Board 2 →")]
    second = example_files[f"{event}/round-2/board-1/index.html"].decode()
    assert _pager(second) == [
        ("prev", "../../round-1/board-2/", "← Round 1, board 2"),
        ("next", "../board-2/", "Board 2 →"),
    ]
    last = example_files[f"{event}/round-3/board-2/index.html"].decode()
    assert _pager(last) == [("prev", "../board-1/", "← Board 1")]


def test_a_tie_on_final_centres_says_which_year_split_it(example_files: dict[str, bytes]) -> None:
    page = example_files["events/2024-brunate-open/round-1/board-1/index.html"].decode()
    # England and France both end on 8; France had 8 to England's 7 in 1905
    assert "France ahead of England on equal centres: 8 to 7 in 1905." in page


def _page_links(files: dict[str, bytes]) -> set[str]:
    links: set[str] = set()
    for text in _html(files).values():
        parser = _Links()
        parser.feed(text)
        links.update(link for link in parser.links if not urlsplit(link).scheme)
    return links


def test_clean_urls_when_the_site_has_an_address(example_files: dict[str, bytes]) -> None:
    """A hosted site links to folders ("../board-2/"), never to their index.html."""
    links = _page_links(example_files)
    assert "../board-2/" in links and "./" in links
    assert sorted(link for link in links if "index.html" in link) == []


@pytest.mark.parametrize(
    ("url", "clean_urls"), [(None, None), ("https://example.github.io/results/", False)]
)
def test_links_name_index_html_for_browsing_from_files(
    url: str | None, clean_urls: bool | None
) -> None:
    """Without an address (or with clean_urls: false) the site works from file://: links
    name the index.html a browser opens from disk."""
    from dataclasses import replace

    club, results = sample_club()
    club = replace(club, site=replace(club.site, url=url, clean_urls=clean_urls))
    links = _page_links(render_site(club, results))
    assert "../../rules/italia-2010/index.html" in links and "index.html" in links
    assert sorted(link for link in links if link.endswith("/")) == []


def test_standings_after_each_round(example_files: dict[str, bytes]) -> None:
    """The newest standings in full, then where each player stood after each earlier
    round, and how they moved."""
    page = example_files["events/2024-brunate-open/standings/index.html"].decode()
    assert re.findall(r'<h2 id="([a-z0-9-]+)">', page) == ["after-3", "earlier"]
    newest = page[: page.index('id="earlier"')]
    earlier = page[page.index('id="earlier"') :]
    assert "After round 3" in _text(newest)
    heads = re.findall(r'<abbr title="([^"]*)">(R\d)</abbr>', earlier)
    assert heads == [("After round 1", "R1"), ("After round 2", "R2")]
    cells = {
        name: re.findall(r"<td>(?:([^<]+)<small>([^<]+)</small>)?</td>", row)
        for name, row in re.findall(r"<tr><th>([^<]+)</th>(.*?)</tr>", earlier)
    }
    # after round 1 the totals are the round's scores (the ranking's R1 column)
    assert cells["Giulia Conti"][0] == ("1", "211")
    assert cells["Bruno Marchetti"][0] == ("2", "154")
    # Camille Durand: 6th on 61 after round 1, then 445.9 (a solo): 1st, up 5
    assert cells["Camille Durand"] == [("6", "61"), ("1", "506.9")]
    assert cells["Oliver Hughes"] == [("", ""), ("12", "28")]  # sat out round 1
    # in the order of the newest standings, as plain names (the newest link them)
    newest_names = re.findall(r'<th scope="row"><a class="player" href="[^"]*">([^<]+)</a>', newest)
    assert list(cells) == newest_names
    # each move in the newest standings is from the rank after round 2
    moves = re.findall(
        r'<td class="rank-move"><span class="rank[^"]*">(\d+)</span>'
        r'(?: <span[^>]*>[^<]*</span><span class="vh">(up|down) (\d+)</span>)?</td>\n'
        r'<th scope="row"><a[^>]*>([^<]+)<',
        newest,
    )
    assert len(moves) == len(newest_names)
    for now, way, step, name in moves:
        moved = int(step or 0) * (1 if way == "up" else -1)
        assert int(cells[name][1][0].rstrip("=")) - int(now) == moved, name
    event = example_files["events/2024-brunate-open/index.html"].decode()
    assert '<a href="standings/">Standings after each round</a>' in event
    assert "events/2024-blue-max-evening/standings/index.html" not in example_files  # 1 round
