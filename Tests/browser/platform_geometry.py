"""What the Android and web geometry tests share: the fixture tables' row names, a part's box and
styles relative to the screen (test_geometry's `box`, imported from here), and checks that record
each measurement under its table row (the tests print them with -s and check that every row of
their table was measured)."""
import pathlib

from test_geometry import box, campaign, render  # noqa: F401 (box is re-exported)

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
