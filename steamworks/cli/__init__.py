"""The command line: one module per subcommand of `python -m steamworks`, each holding that
subcommand's argument parsing and printed output and calling the library code it fronts
(steamworks/__main__.py dispatches to them)."""
