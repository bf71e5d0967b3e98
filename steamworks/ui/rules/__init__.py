"""The Rules screen's parts (the screen itself is `ui/rules/screen.py`; the words it shows are
`ui/rules/text.py`).

A chapter is laid out once per width and scale into positioned pieces; each frame draws only
the pieces inside the visible window.

    pieces.py           a piece of the page (pre-rendered text over typed shapes: boxes, discs,
                        rings, diamonds, tile pictures) and how one is drawn
    page_layout.py      a chapter laid out: paragraphs, headings, lists, notes, tables
    glossary_layout.py  the tile glossary laid out: each tile's words beside its pictures
    scrolling.py        what shows the page scrolls: the brass bar and the fades at its edges
"""
