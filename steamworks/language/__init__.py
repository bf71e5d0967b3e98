"""Every word a player reads passes through this package, in the language the player chose.

The game is written in English; each English sentence is the key (the gettext "msgid") of its
translations in `locale/<language>/LC_MESSAGES/steamworks.po`, compiled to `.mo` by
`tools/catalogues.py`. Code marks a sentence with one of four functions, which is also how
`tools/catalogues.py` finds it:

- `tr("{player} pays {amount}.", player=name, amount=money(2))`: a whole sentence with named
  placeholders, translated, then filled in. A language may put the placeholders in any order.
- `ntr("{count} tile", "{count} tiles", n)`: a sentence whose form depends on a number, by the
  plural rules of the language (`count` is filled in with the number, formatted).
- `ptr("button", "Play")`: a short word that needs a context to be translated right.
- `mark("Steam")`: a constant defined before any language is chosen (a module-level table);
  it stays English there and is translated where it is shown, with `tr(value)`
  (`pmark(context, "Steam")` for one with a context, said through `variants`).

Lists ("a, b and c"), numbers, money and dates are formatted in the chosen language's way
(`formats`; `number` and `money` beside `tr`). A sum written in a data file's or a paragraph's
sentence is the placeholder `{pounds_3}`: `tr` fills it with `money(3)` ("£3", "3 £"). The choice
itself is `set_language(code)` (the whole game) or `with speaking(code):` (one thread or
asyncio task: the server words each client's messages in its own); nothing saved depends on it.

Pure: no pygame; the rules engine, the coach and the server use it too.
"""

from .catalogue import (
    KNOWN,
    LANGUAGES,
    PSEUDO,
    Language,
    current_language,
    language_named,
    mark,
    money,
    ntr,
    number,
    on_language_change,
    pmark,
    ptr,
    set_language,
    speaking,
    system_language,
    tr,
    variants,
    voiced,
)
from .formats import date_time, decimal, listing, percent

__all__ = [
    "KNOWN",
    "LANGUAGES",
    "PSEUDO",
    "Language",
    "current_language",
    "date_time",
    "decimal",
    "language_named",
    "listing",
    "mark",
    "money",
    "ntr",
    "number",
    "on_language_change",
    "percent",
    "pmark",
    "ptr",
    "set_language",
    "speaking",
    "system_language",
    "tr",
    "variants",
    "voiced",
]
