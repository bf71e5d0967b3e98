"""PyInstaller hook for Babel, used instead of the contributed one (tools/build_exe.py passes
this folder with --additional-hooks-dir, whose hooks win).

Babel carries the CLDR data of about 1,000 locales (32 MB); the game formats numbers, lists and
dates only in its own four languages (steamworks/language/formats.py: English as en_GB, German,
French, Spanish), so only those locales and the ones they inherit from go in.
"""

from PyInstaller.utils.hooks import collect_data_files

# en_GB inherits from en_001, which inherits from en; every locale inherits from root
LOCALES = ("root", "en", "en_001", "en_GB", "de", "fr", "es")

datas = [
    (source, folder)
    for source, folder in collect_data_files("babel")
    if not source.endswith(".dat")
    or source.endswith("global.dat")
    or source.rsplit("/", 1)[-1].rsplit("\\", 1)[-1][: -len(".dat")] in LOCALES
]
