"""The sentences of the screens around the table, spoken: the title's menu, New game, Settings
and Accessibility, the message and confirm dialogs, the pause menu, Load and the results.

Text in, text out: the glue (`ui/scenes/spoken_menus.py`) reads a screen's buttons, rows and
values and hands their words here; each function returns what the voice says. A stop of the
keyboard ring says what it is and, for a setting, its value ("Sound effects: on."); a screen
says what it is when it opens (a dialog its question and its answers). Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Sequence

from steamworks.language import listing, mark, ntr, number, tr

# how the screens outside the table are worked by keys, said when the title opens
MENU_KEYS = mark("Tab and the arrows go from one choice to the next; Enter or Space chooses.")
STEPPER_KEYS = mark("The left and right arrows change it.")


def sentence(text: str) -> str:
    """`text` as a sentence: stripped, with a full stop unless it already ends as one."""
    text = text.strip()
    if not text or text.endswith((".", "!", "?", ":", "…", ")")):
        return text
    return text + "."


def joined(*parts: str) -> str:
    """Sentences one after another, the empty ones left out."""
    return " ".join(sentence(p) for p in parts if p and p.strip())


# --- a screen as it opens ------------------------------------------------------------------------


def title_words() -> str:
    """The title screen, when it opens: the game and how its menu is worked."""
    return joined(tr("Steam Works, the main menu"), tr(MENU_KEYS))


def screen_words(title: str, *details: str) -> str:
    """A screen, when it opens: its name, then what it holds (`details`, sentences)."""
    return joined(title, *details)


def dialog_words(title: str, text: str, buttons: Sequence[str], default: str) -> str:
    """A message or a question, when it opens: its title, its text and its answers, with the
    one Enter gives (`default`)."""
    return joined(title, text, choices_words(buttons, default))


def choices_words(buttons: Sequence[str], default: str) -> str:
    """A screen's buttons read out, with the one Enter presses (`default`; "" for none)."""
    if len(buttons) > 1 and default:
        # translators: a dialog's buttons read out; {choices} is a list ("Cancel and Place here")
        # and {default} the one the Enter key presses
        return tr(
            "Choices: {choices}. Enter: {default}.", choices=listing(list(buttons)), default=default
        )
    if len(buttons) > 1:
        # translators: a screen's buttons read out; {choices} is a list
        return tr("Choices: {choices}.", choices=listing(list(buttons)))
    if not buttons:
        return ""
    # translators: a dialog with one button ({button}, e.g. "OK"), pressed by Enter
    return tr("Enter: {button}.", button=default or buttons[0])


def results_words(
    verdict: str, scores: Sequence[tuple[str, int]], buttons: Sequence[str] = (), default: str = ""
) -> str:
    """The results, when they open: who won (the verdict as the card shows it), then each
    player's prestige, the winner first, then the buttons."""
    lines = [
        ntr("{player}: {count} prestige.", "{player}: {count} prestige.", total, player=name)
        for name, total in scores
    ]
    return joined(verdict, *lines, choices_words(buttons, default))


def seats_words(seats: Sequence[tuple[str, str]]) -> str:
    """The table being set on New game: how many inventors, and each one's name and kind
    ("Human", "AI · Easy")."""
    each = [
        # translators: one seat of the New game screen: {name} and who plays it ({kind})
        tr("{name}, {kind}", name=name, kind=kind)
        for name, kind in seats
    ]
    return ntr(
        "{count} inventor at the table: {seats}.",
        "{count} inventors at the table: {seats}.",
        len(seats),
        seats="; ".join(each),
    )


def saves_words(count: int) -> str:
    """The Load screen's list, when it opens."""
    if count == 0:
        return tr("No saved games yet.")
    return ntr("{count} saved game.", "{count} saved games.", count)


# --- a stop of the keyboard ring -----------------------------------------------------------------


def button_words(label: str, tip: str = "") -> str:
    """A button: its words, then its tooltip if it has one."""
    return joined(label, tip)


def unavailable_words(label: str, why: str = "") -> str:
    """A button that is off, where the ring stops on it: its words, that it cannot be chosen
    now, and why where the screen says so (its tooltip)."""
    # translators: a button that is greyed out ({name}: its words), said by the spoken mode
    return joined(tr("{name}: unavailable.", name=sentence_part(label)), why)


def gone_words(parts: Sequence[str]) -> str:
    """Lines a screen showed that went away with nothing new in their place (a seat no
    longer away, "Reconnecting..." once the seat is back): each said as gone."""
    # translators: said when a line a screen showed goes away; {line} is that line, whole
    return joined(*(tr("No longer: {line}", line=sentence(part)) for part in parts if part))


def toggle_words(name: str, on: bool) -> str:
    """A box that is ticked or not ("Sound effects: on.")."""
    if on:
        # translators: a setting's box, ticked
        return tr("{name}: on.", name=sentence_part(name))
    # translators: a setting's box, not ticked
    return tr("{name}: off.", name=sentence_part(name))


def radio_words(name: str, chosen: bool) -> str:
    """One of several choices, only one of which is taken ("Drafted, side A or B: chosen.")."""
    if chosen:
        return tr("{name}: chosen.", name=sentence_part(name))
    return tr("{name}: not chosen.", name=sentence_part(name))


def value_words(name: str, value: str) -> str:
    """A setting's value, as it changes ("Interface scale: 110%.")."""
    # translators: a setting and its value
    return tr("{name}: {value}.", name=sentence_part(name), value=sentence_part(value))


def stepper_words(name: str, value: str) -> str:
    """A setting stepped by the arrows, when the ring lands on it: its value and how to change it."""
    return joined(value_words(name, value), tr(STEPPER_KEYS))


def colour_words(player: str, colour: str) -> str:
    """A seat's colour disc on New game (Space gives it the next free colour)."""
    # translators: {player} is a seat's name, {colour} its colour ("Crimson")
    return tr("{player}'s colour: {colour}. Space changes it.", player=player, colour=colour)


def seat_kind_words(player: str, kind: str) -> str:
    """Who plays a seat on New game: a person or an AI of a level."""
    # translators: {player} is a seat's name, {kind} who plays it ("Human", "AI · Easy")
    return joined(tr("{player} is played by: {kind}.", player=player, kind=kind), tr(STEPPER_KEYS))


def field_words(label: str, text: str, shown: str = "") -> str:
    """A text field the ring is on: what it is for and what it holds (typing goes into it);
    an empty one what it shows in grey until something is typed (an example, a prompt), where
    that says more than its name."""
    if text:
        # translators: a text field ({label}: what it is for) and the words in it
        return tr("{label}, text field: {text}.", label=sentence_part(label), text=text)
    # translators: an empty text field ({label}: what it is for)
    empty = tr("{label}, text field, empty.", label=sentence_part(label))
    if not shown or sentence_part(shown) == sentence_part(label):
        return empty
    # translators: what an empty text field shows in grey ("192.168.1.20:8765", "Say
    # something to the table") until something is typed into it
    return joined(empty, tr("Until you type, it shows: {shown}", shown=shown))


def character_name(character: str) -> str:
    """A character typed or deleted, as the voice says it (a space by its name)."""
    if character == " ":
        # translators: the space character, typed into a text field or deleted from it
        return tr("space")
    return character


def typing_words(label: str, before: str, after: str) -> str:
    """A text field changed under the player's keys: the character typed, or the one deleted
    (and, the field now empty, that it is), or, for anything more (a paste, a selection
    replaced), the whole field. Up or Down reads the whole field on request (`field_words`)."""
    start = 0
    while start < min(len(before), len(after)) and before[start] == after[start]:
        start += 1
    end_before, end_after = len(before), len(after)
    while (
        end_before > start and end_after > start and before[end_before - 1] == after[end_after - 1]
    ):
        end_before -= 1
        end_after -= 1
    added, removed = after[start:end_after], before[start:end_before]
    if len(added) == 1 and not removed:
        return character_name(added)
    if len(removed) == 1 and not added:
        # translators: a character ({character}) deleted from a text field by Backspace or Delete
        gone = tr("{character} deleted.", character=character_name(removed))
        return joined(gone, field_words(label, "")) if not after else gone
    return field_words(label, after)


def save_words(position: int, count: int, name: str, details: str, when: str) -> str:
    """A save of the Load screen: where it is in the list, its name, what it holds, when."""
    # translators: a save of the Load list: {position} of {count}, then its name
    head = tr(
        "Save {position} of {count}: {name}.",
        position=number(position),
        count=number(count),
        name=name,
    )
    return joined(head, details.replace("  ·  ", ", "), when)


def sentence_part(text: str) -> str:
    """Words set inside a sentence: stripped of the full stop that would end them."""
    return text.strip().rstrip(".")
