"""What the Android and web geometry tests share: the fixture tables' row names, a part's box and
styles relative to the screen, and checks that record each measurement under its table row (the
tests print them with -s and check that every row of their table was measured)."""
import pathlib

from test_geometry import campaign, render

FIXTURES = pathlib.Path(__file__).resolve().parents[1] / "Fixtures"
MEASURED = []  # (table, row, what, expected, actual)
ANDROID, WEB = "ANDROID-LAYOUT.md", "WEB-LAYOUT.md"
IMAGE = "https://example.com/geo-platform.png"


def rows(table):
    """The names of a fixture table's rows (its first column, bold marks dropped)."""
    text = (FIXTURES / table).read_text(encoding="utf-8")
    names = []
    for line in text.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) > 1 and cells[0] not in ("part", "---", "") and not set(cells[0]) <= set("-"):
            names.append(cells[0].replace("**", ""))
    return names


def box(browser, selector, index=0):
    """The part's box relative to the screen and the computed styles the tables name."""
    return browser.execute_script(
        "var s = document.querySelector('[data-part=screen]').getBoundingClientRect();"
        "var e = document.querySelectorAll(arguments[0])[arguments[1]];"
        "if (!e) { return null; }"
        "var r = e.getBoundingClientRect(), c = getComputedStyle(e);"
        "return {left: r.left - s.left, top: r.top - s.top, right: s.right - r.right, bottom: s.bottom - r.bottom,"
        " width: r.width, height: r.height, radius: parseFloat(c.borderTopLeftRadius) || 0,"
        " bottomRadius: parseFloat(c.borderBottomLeftRadius) || 0, fontSize: parseFloat(c.fontSize),"
        " fontWeight: c.fontWeight, lineClamp: c.webkitLineClamp, lineHeight: parseFloat(c.lineHeight),"
        " background: c.backgroundColor, color: c.color, shadow: c.boxShadow, border: parseFloat(c.borderTopWidth) || 0,"
        " paddingLeft: parseFloat(c.paddingLeft), scrollHeight: e.scrollHeight, clientHeight: e.clientHeight,"
        " contentHeight: r.height - parseFloat(c.paddingTop) - parseFloat(c.paddingBottom)};",
        selector, index)


def near(table, row, what, actual, expected):
    MEASURED.append((table, row, what, expected, round(actual, 1)))
    assert abs(actual - expected) <= 1, f"{table} · {row} · {what}: {actual} (expected {expected})"


def equal(table, row, what, actual, expected):
    MEASURED.append((table, row, what, expected, actual))
    assert actual == expected, f"{table} · {row} · {what}: {actual!r} (expected {expected!r})"


def at_most(table, row, what, actual, limit):
    MEASURED.append((table, row, what, f"<= {limit}", round(actual, 1)))
    assert actual <= limit + 1, f"{table} · {row} · {what}: {actual} (at most {limit})"


def show(browser, base_url, cid, data, query):
    campaign(base_url, cid, data)
    render(browser, base_url, cid, "?" + query)


def print_measured(table):
    """Prints what was measured against `table`, as a Markdown table (seen with pytest -s)."""
    print(f"\n{table}\n| row | measured | expected | actual |\n| --- | --- | --- | --- |")
    for name, row, what, expected, actual in MEASURED:
        if name == table:
            print(f"| {row} | {what} | {expected} | {actual} |")


def assert_every_row_held(table):
    """Fails naming the rows of `table` that no measurement was recorded under."""
    held = {row for name, row, *_ in MEASURED if name == table}
    missing = [row for row in rows(table) if row not in held]
    assert not missing, f"{table}: rows without a measurement: {missing}"
