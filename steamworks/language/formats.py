"""Numbers, money and dates written the chosen language's way (Babel's CLDR data); `money`
itself is in catalogue.py, beside `number`, since `tr` fills a sentence's written sums with it.

English keeps the game's own forms: whole numbers without grouping below 10,000 ("1458"), as
every screen showed them before there were languages, so English screens did not change.
"""

from __future__ import annotations

import datetime

from .catalogue import _babel_numbers, _locale, drawable


def decimal(value: float, places: int = 1) -> str:
    """A number with `places` decimals: "0.5" in English, "0,5" in German, French and Spanish.

    Rounded as Python's own formatting rounds (`f"{value:.1f}"`, the binary value: 4.35 is
    "4.3"), as every screen showed numbers before there were languages; Babel alone rounds the
    decimal text half to even (4.35 would be "4.4")."""
    value = float(f"{value:.{max(0, places)}f}")
    pattern = "#,##0." + "0" * places if places > 0 else "#,##0"
    return drawable(str(_babel_numbers().format_decimal(value, format=pattern, locale=_locale())))


def percent(share: float, places: int = 0) -> str:
    """A share (0.574) as a percentage: "57.4%" in English, "57,4 %" in German and French."""
    import babel

    numbers = _babel_numbers()
    pattern = babel.Locale.parse(_locale()).percent_formats[None].pattern
    if places > 0:  # the locale's own pattern (its spacing, its sign's side) with decimals
        pattern = pattern.replace("#,##0", "#,##0." + "0" * places, 1)
    return drawable(str(numbers.format_percent(share, format=pattern, locale=_locale())))


def listing(items: list[str]) -> str:
    """Items joined as the language joins a list: "a, b and c", "a, b und c", "a, b et c"."""
    if len(items) < 2:
        return "".join(items)
    import babel.lists

    return str(babel.lists.format_list(items, locale=_locale()))


def date_time(moment: datetime.datetime, *, with_time: bool = True) -> str:
    """A date, and by default its time to the minute, in the language's medium form:
    "28 Nov 2026, 11:15", "28.11.2026, 11:15", "28 nov. 2026, 11:15"."""
    import babel.dates

    where = _locale()
    day = drawable(str(babel.dates.format_date(moment, "medium", locale=where)))
    if not with_time:
        return day
    clock = drawable(str(babel.dates.format_time(moment, "short", locale=where)))
    joined = str(babel.dates.get_datetime_format("medium", locale=where))
    return joined.replace("{1}", day).replace("{0}", clock)
