@echo off
rem Run the whole test suite (Windows; tools/test elsewhere): ruff's lint and format check, the
rem type checks (mypy: strict, then basic over tools\mypy-basic.ini), the import layers
rem (import-linter), then the tests. Installs everything it needs into .venv on first run.
rem Extra arguments go to pytest (e.g. tools\test.cmd -k connectors).
setlocal
call "%~dp0_venv.cmd" test
if errorlevel 1 exit /b 1
cd /d "%~dp0.."
set "SDL_VIDEODRIVER=dummy"
set "SDL_AUDIODRIVER=dummy"
set "PYGAME_HIDE_SUPPORT_PROMPT=1"
".venv\Scripts\python.exe" -m ruff check --quiet steamworks tests tools
if errorlevel 1 exit /b 1
".venv\Scripts\python.exe" -m ruff format --check --quiet steamworks tests tools
if errorlevel 1 exit /b 1
".venv\Scripts\python.exe" -m mypy
if errorlevel 1 exit /b 1
".venv\Scripts\python.exe" -m mypy --config-file tools\mypy-basic.ini
if errorlevel 1 exit /b 1
rem the import layers: import-linter's contracts in pyproject.toml
".venv\Scripts\lint-imports.exe" --no-logo --cache-dir .venv\.import_linter_cache
if errorlevel 1 exit /b 1
if not defined TEST_JOBS set "TEST_JOBS=2"
".venv\Scripts\python.exe" -m pytest -n %TEST_JOBS% %*
exit /b %errorlevel%
