"""PyInstaller hook for pygame_gui, used instead of the one pygame_gui ships (tools/build_exe.py
passes this folder with --additional-hooks-dir, whose hooks win over a package's own).

The same data files, except the Chinese, Japanese and Korean fonts pygame_gui loads only for
those languages (about 38 MB: they would double the executable and slow every start, and the
game is in English), and with the fonts' licence files, which the About screen shows.
"""

from PyInstaller.utils.hooks import collect_data_files

EXCLUDED_FONTS = ["**/NotoSansSC-*", "**/NotoSansJP-*", "**/NotoSansKR-*"]

datas = collect_data_files("pygame_gui", excludes=EXCLUDED_FONTS)
